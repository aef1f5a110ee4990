"""Auction Pitch (Foster's *Complete Hoyle*, pp. 330–333; rules digest §4)."""
