"""What Boston and Boston de Fontainebleau share.

Ladders of calls, the over-calling auction, the play of a solo call with its
discards, spreads and early ends, and whole games with a settlement sheet.
Each game adds its own data and rules in its own package.
"""
