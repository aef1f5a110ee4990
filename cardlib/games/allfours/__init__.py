"""The All Fours family's shared rules: Seven-Up, Auction Pitch (and the games to come from them)."""
