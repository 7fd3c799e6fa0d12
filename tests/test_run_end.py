"""A Ctrl-C stops the run as interrupted even when Python swallows the KeyboardInterrupt it raises
(an exception raised while an object is finalized is printed as "Exception ignored" and dropped)."""

from __future__ import annotations

import gc
import os
import signal

from seer.pipeline.run_end import ending


class _PressesCtrlCWhenCollected:
    def __del__(self) -> None:
        os.kill(os.getpid(), signal.SIGINT)  # the handler runs here, inside the finalizer


def test_an_interrupt_swallowed_by_a_finalizer_still_marks_the_run_killed(capsys):
    reached_the_end = False
    with ending("finished records are kept", "resume with: python -m seer resume=x") as run:
        _PressesCtrlCWhenCollected()  # collected at once: its KeyboardInterrupt is ignored by Python
        gc.collect()
        reached_the_end = True
    assert reached_the_end, "the interrupt was not swallowed: this test no longer exercises the latch"
    assert run.status == "KILLED"
    err = capsys.readouterr().err
    assert "interrupted" in err and "resume=x" in err


def test_a_plain_ctrl_c_marks_the_run_killed_and_restores_the_handler(capsys):
    before = signal.getsignal(signal.SIGINT)
    with ending("kept", "again") as run:
        os.kill(os.getpid(), signal.SIGINT)
        raise AssertionError("the interrupt did not stop the body")  # pragma: no cover
    assert run.status == "KILLED"
    assert signal.getsignal(signal.SIGINT) is before


def test_a_run_nobody_interrupts_finishes():
    with ending("kept", "again") as run:
        pass
    assert run.status == "FINISHED"
