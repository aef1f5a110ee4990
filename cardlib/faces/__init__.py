"""Faces: the parts that talk to people (command line, widgets). They hold no rules of their own."""
