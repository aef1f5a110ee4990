"""The words the terminal game understands besides the actions.

Apart from the game itself, so that the command line's help can list them without loading the
terminal game and the drawing it uses (``cardlib --help`` starts faster).
"""

#: Each word, with what it does.
WORDS = {
    "help": "show this list",
    "why": "the computer players' reasons for what they did since your last action",
    "analyse": "open-hand analysis: the value of each card now, or where a finished hand went wrong",
    "undo": "take back your last action",
    "quit": "stop; with --save the hand so far is saved",
}
