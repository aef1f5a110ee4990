"""Boston (Foster's *Complete Hoyle*, pp. 165–174; rules digest §2)."""
