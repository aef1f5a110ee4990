"""Class tables: students play a deal set against each other in their browsers, the teacher watches.

``room`` holds the tables (the engine is the authority), ``store`` keeps them in SQLite, ``views`` says
what each page is sent, and ``server`` serves the pages and their websockets.
"""
