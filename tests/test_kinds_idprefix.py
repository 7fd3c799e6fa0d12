def test_open_class_an_id_prefix_never_reads_as_a_word():
    """Lead's default run (notes-kb): notes and notebooks got ids "not_3u141v70", read as "not". An id's prefix
    is its noun's first letters unless they make a word: note_…, ntb_…; other ids keep ord_, iss_."""
    import random

    from seer.generate.symbolic.vocab import _ident
    from seer.kinds.words import make_identifier

    for seed in range(5):
        rng = random.Random(seed)
        for noun in ("note", "notebook"):
            assert not _ident(noun, rng).startswith("not_") and not make_identifier(rng, f"{noun} id").startswith("not_")
    assert _ident("order", random.Random(0)).startswith("ord_")


