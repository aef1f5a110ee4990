"""Boston de Fontainebleau (Foster's *Complete Hoyle*, pp. 174–178; rules digest §3)."""
