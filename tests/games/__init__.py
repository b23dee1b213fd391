"""Games that exist only for the tests: each proves that a game plugs in through its spec alone."""
