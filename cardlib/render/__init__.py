"""Pictures of cards, hands, tricks and deals as byte-stable SVG."""
