"""The games: Auction Pitch, Boston and Boston de Fontainebleau, one package each."""
