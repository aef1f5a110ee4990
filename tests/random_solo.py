"""A random player for the Bostons' playout tests: mostly passing, seldom conceding, sometimes revoking."""

from __future__ import annotations

RARE = ("i pay", "pay instead")


def random_solo_action(state, rng, revokes: bool = False) -> str:
    """Pass often in the auction (so that every kind of call gets played), concede rarely, revoke if asked."""
    legal = state.legal_actions()
    if not state.auction.is_over() and "pass" in legal and rng.random() < 0.7:
        return "pass"
    rare = [a for a in legal if a in RARE]
    if rare and rng.random() > 0.05:
        legal = [a for a in legal if a not in rare] or legal
    if "call partner" in legal and rng.random() < 0.5:
        return "call partner"
    if revokes and state.play is not None and rng.random() < 0.05:
        hand = state.play.hands[state.current_player()]
        outlaws = [c.ascii for c in hand if c.ascii not in legal]
        if outlaws:
            return outlaws[int(rng.integers(len(outlaws)))]
    return legal[int(rng.integers(len(legal)))]


def play_recording_steps(state, rng, revokes: bool = False) -> list:
    """Play the deal out at random and return a copy of the state after every action, the first included."""
    steps = [state.clone()]
    while not state.is_over():
        state.apply(f"{state.current_player()}: {random_solo_action(state, rng, revokes)}")
        steps.append(state.clone())
    return steps
