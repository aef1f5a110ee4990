"""The core: cards, packs and deals, tricks, the game interface and hand records. It knows no game."""
