"""What git answers for a write, beside what the outputSchema drew: a fast-forward makes no merge commit and a merge
commit carries git's own message, a push pushes its branch, a clone checks out the default branch, a tag's signer is a
person with an address and a key fingerprint, and a tool that commits nothing confirms what it did instead of quoting a
commit message."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.mocks.git_worktrees import worktrees_agree


def git_outcome(p: Any, args: dict[str, Any], out: dict) -> None:
    if "merge" in p.words:
        _merge_commit(args, out)
    if "push" in p.words and not p.read:  # git push of one branch pushes that branch
        pushed = next((v for k, v in args.items() if isinstance(v, str) and words(k)[-1:] == ["branch"]), None) or out.get("branch")
        for k, v in out.items():
            if isinstance(v, list) and v and words(k)[:1] == ["pushed"] and isinstance(pushed, str) and not args.get("tags"):
                out[k] = [pushed]
    _confirmation(p, out, args)
    if "rebase" in p.words and not p.read:
        _rebase_says(args, out)
    if p.verb == "add" or "add" in p.words and not p.read:
        _staged_are_given(args, out)
        if args.get("all") is True:
            _all_staged(out)
    if "commit" in p.words and not p.read:  # git_commit(filesToStage, author) commits those files as that author
        _staged_are_given(args, out, "committed")
        _author_is_given(args, out)
        _files_of_the_message(args, out)
        _nothing_staged_after(out)
        if p.words[-1:] == ["commit"] and not p.tool.output_schema and not _names_a_commit(out):
            out["sha"] = "%040x" % random.Random(repr(sorted(args.items(), key=str))).getrandbits(160)  # git_commit says
            # the commit it made ("[main 3f2a1c9] ..."), not only the message it was given
    for verb, mark in (("reset", "reset"), ("restore", "restored"), ("checkout", "checked"), ("checkout", "modified")):
        if verb in p.words and not p.read:  # git_reset(paths=[deploy/styles.css]) resets that file (round 712 [6]);
            _staged_are_given(args, out, mark)  # git_checkout(target, paths) brings those files (filesModified)
    if "worktree" in set(p.words) | set(p.nouns):  # seeded by the call: the same output for the same seed
        worktrees_agree(p, args, out, random.Random(repr(sorted(args.items(), key=str))))
    _signer(p, out)
    if "init" in p.words and not p.read:  # git init starts on main (or the branch asked), never on hotfix/payment-rounding
        asked = next((v for k, v in args.items() if isinstance(v, str) and words(k)[-1:] == ["branch"]), None)
        for k, v in out.items():
            if isinstance(v, str) and [w.lower() for w in words(k)][-1:] == ["branch"]:
                out[k] = asked or "main"
    if "clone" in p.words and not p.read and isinstance(out.get("branch"), str) \
            and not any(words(k)[-1:] == ["branch"] for k in args):  # a clone checks out the remote's default branch
        out["branch"] = "main"


def _names_a_commit(out: Any) -> bool:
    from seer.harness.checks import objects

    return any(set(words(k)) & {"sha", "hash", "commit", "oid"} for o in objects(out) for k in o)


def _merge_commit(args: dict[str, Any], out: dict) -> None:
    """A fast-forward needs no merge commit (none with a message, none without --no-ff or with --squash); a merge commit
    without a given message has git's own ("Merge branch 'x'")."""
    ff = next((k for k, v in out.items() if isinstance(v, bool) and words(k) == ["fast", "forward"]), None)
    branch = next((v for k, v in args.items() if isinstance(v, str) and words(k)[-1:] == ["branch"]), None)
    said = next((v for k, v in args.items() if isinstance(v, str) and words(k) == ["message"]), None)
    if ff is not None and (said or args.get("squash") or any(v is True and words(k)[:1] == ["no"] for k, v in args.items())
                           or args.get("strategy") not in (None, "ort", "recursive")):
        out[ff] = False
    if ff is not None and isinstance(out.get("message"), str):
        if out[ff]:
            out["message"] = "Fast-forward"
        elif branch and not said:
            out["message"] = f"Merge branch '{branch}'"



def _signer(p: Any, out: dict) -> None:
    """git tag -v: signerIdentity "Name <email>" (the description's template) and signerKey "Alicia Benitez" (a person):
    a person with their address, and a key fingerprint."""
    import hashlib

    ident = next((k for k in out if words(k)[-2:] == ["signer", "identity"] or words(k) == ["signer"]), None)
    key = next((k for k in out if words(k)[-2:] in (["signer", "key"], ["signing", "key"])), None)
    seed = hashlib.sha256(repr(sorted(map(str, out.items()))).encode()).hexdigest()
    if ident and isinstance(out[ident], str) and not re.fullmatch(r"[A-Z][\w'.-]+( [A-Z][\w'.-]+)+ <[^@\s<>]+@[\w.-]+\.\w+>", out[ident]):
        out[ident] = _person_with_address(seed)
    if key and isinstance(out[key], str) and not re.fullmatch(r"[0-9A-F]{16,40}|SHA256:\S+", out[key]):
        out[key] = seed[:40].upper()  # a GPG fingerprint
    raw = next((k for k in out if words(k)[-2:] == ["raw", "output"]), None)
    if raw and isinstance(out.get(raw), str) and (out.get("mode") == "verify" or "verified" in out or "verifiedTag" in out):
        who = out.get(ident) if ident and isinstance(out.get(ident), str) else _person_with_address(seed)
        out[raw] = _verify_says(out, who, out.get(key) if key else None)


def _person_with_address(seed: str) -> str:
    """A signer as git prints one, "Name <name.surname@example.com>", the same for the same seed."""
    from seer.kinds.base import fake

    name = fake(random.Random(seed)).name()
    return f"{name} <{'.'.join(name.lower().split()[:2])}@example.com>"


def _verify_says(out: dict, who: str, fingerprint: Any) -> str:
    """What `git tag -v` prints (git_tag(mode=verify) answered rawOutput "Latency dropped by 18% after the cache change.",
    seed 1278): gpg's or smimesign's report of the signature, good or bad as `verified` says."""
    good = out.get("verified", out.get("success")) is True
    if str(out.get("signatureType", "gpg")).lower() == "x509":
        return (f"smimesign: Good signature from \"{who}\"" if good else
                f"smimesign: Bad signature from \"{who}\"\nerror: could not verify the tag")
    fp = fingerprint if isinstance(fingerprint, str) else ""
    return (f"gpg: Signature made using RSA key {fp[-16:]}\ngpg: " + (f"Good signature from \"{who}\" [ultimate]" if good else
            f"BAD signature from \"{who}\" [ultimate]\nerror: could not verify the tag"))


_COMMITTING = frozenset("commit merge tag stash log show cherry pick rebase revert reflog blame changelog amend squash".split())


def _past(verb: str) -> str:
    irregular = {"set": "set", "reset": "reset", "put": "put", "get": "got", "run": "ran", "make": "made", "send": "sent"}
    if verb in irregular:
        return irregular[verb]
    if verb.endswith("e"):
        return verb + "d"
    if re.fullmatch(r"[^aeiou]*[aeiou][^aeiouwxy]", verb) and len(verb) <= 4:
        return verb + verb[-1] + "ed"  # stop: stopped
    return verb[:-1] + "ied" if verb.endswith("y") and verb[-2:-1] not in "aeiou" else verb + "ed"


def _confirmation(p: Any, out: dict, args: dict[str, Any]) -> None:
    """git_clear_working_dir answered message "chore: handle empty cart in checkout": a tool that makes no commit
    confirms what it did ("Cleared the working directory setting."). A tool of several operations confirms the one it
    ran on what it was named: git_branch(mode='delete', branchName='x') "Deleted branch 'x'.", never its description
    ("Managed branches: list all branches, show current branch, ...")."""
    msg = out.get("message")
    if not (isinstance(msg, str) and re.match(r"[a-z]+(\([^)]*\))?!?: ", msg)) or set(p.words) & _COMMITTING \
            or any(set(words(k)) & {"commit", "hash", "sha"} for k in out):
        return
    mode = next((v for k, v in args.items() if k in _MODE_ARGS and isinstance(v, str) and re.fullmatch(r"[a-z]+", v)), None)
    if mode is not None and p.nouns:
        noun = p.nouns[-1]
        named = [v for k, v in args.items() if isinstance(v, str) and k not in _MODE_ARGS and "/" not in v[:1]
                 and set(words(k)) & {noun, "name", "target"}]
        named.sort(key=lambda v: any(set(words(k)) & {"new", "to", "target"} for k, x in args.items() if x == v))  # old, then new
        what = f"{noun} '{named[0]}'" + (f" to '{named[1]}'" if len(named) > 1 and mode == "rename" else "") if named else noun
        out["message"] = f"{_past(mode).capitalize()} {what}."
        return
    clause = (p.clause or "").split(":", 1)[0].strip().rstrip(".")  # 'Manage branches: list ...' says no outcome
    first, _, rest = clause.partition(" ")
    if first:
        out["message"] = f"{_past(first.lower()).capitalize()} {rest}.".replace(" .", ".")


_MODE_ARGS = ("mode", "action", "operation", "op", "command")


def _rebase_says(args: dict[str, Any], out: dict) -> None:
    """git rebase --abort rebases nothing (rebasedCommits 80 beside an abort is no abort); a rebase's message is git's
    guidance on where it stands, never a commit subject ('refactor: bump dependencies')."""
    mode = next((v for k, v in args.items() if k in _MODE_ARGS and isinstance(v, str)), "start")
    branch = next((v for k, v in args.items() if isinstance(v, str) and words(k) == ["branch"]), None)
    counts = [k for k, v in out.items() if isinstance(v, int) and not isinstance(v, bool) and set(words(k)) & {"commits", "rebased"}]
    conflicted = bool(out.get("conflicts")) and mode != "abort"
    if mode == "abort":
        for k in counts:
            out[k] = 0
        for k in ("conflicts",):
            if isinstance(out.get(k), bool):
                out[k] = False
        for k, v in out.items():
            if isinstance(v, list) and "conflicted" in words(k):
                out[k] = []
        out.pop("currentCommit", None)
        said = f"Rebase aborted; {branch or 'the branch'} is back where it was before the rebase."
    elif conflicted:
        files = next((v for k, v in out.items() if isinstance(v, list) and v and "conflicted" in words(k)), None)
        said = f"Resolve the conflicts in {', '.join(files) if files else 'the conflicted files'}, stage them, then run git rebase --continue."
    else:
        for k in counts:
            out[k] = 1 + abs(out[k]) % 8  # a feature branch's handful of commits
        out.pop("currentCommit", None)
        said = f"Successfully rebased and updated refs/heads/{branch}." if branch else "Successfully rebased and updated the current branch."
    if "message" in out:
        out["message"] = said


def _staged_are_given(args: dict[str, Any], out: dict, mark: str = "staged") -> None:
    """git add of given files stages those files (relative to the repository), not others: git_add(paths=[.../notes.txt])
    answered stagedFiles ['lib/index.ts']; a reset or restore of given paths (filesReset) likewise."""
    given = next((v for k, v in args.items() if isinstance(v, list) and v and all(isinstance(x, str) for x in v)
                  and set(words(k)) & {"paths", "files", "path", "file"}), None)
    listed = next((k for k, v in out.items() if isinstance(v, list) and {w.lower() for w in words(k)} >= {mark, "files"}), None)
    if not given or listed is None:
        return
    root = next((v.rstrip("/") + "/" for k, v in args.items() if isinstance(v, str) and v.startswith("/") and words(k) in (["path"], ["repo", "path"])), None)
    out[listed] = [g[len(root):] if root and g.startswith(root) else re.sub(r"^/(?:home|Users)/[^/]+/projects/[^/]+/", "", g) for g in given]
    for k in ("totalFiles", "total_files", "count"):
        if isinstance(out.get(k), int) and not isinstance(out[k], bool):
            out[k] = len(out[listed])
    from seer.generate.symbolic.mocks.git_records import _staged_agree

    if mark == "staged":
        _staged_agree(out)  # the status beside it counts them


def _all_staged(out: dict) -> None:
    """git_add(all=true) answered one file staged and a status still showing two unstaged files and two untracked ones
    (seed 1264): `git add --all` stages every change, new files and resolved conflicts too. What it staged is what the
    status had unstaged, untracked or conflicted; the status after it shows none of those left."""
    status = out.get("status")
    staged = next((k for k, v in out.items() if isinstance(v, list) and {w.lower() for w in words(k)} >= {"staged", "files"}), None)
    if not isinstance(status, dict) or staged is None:
        return
    from seer.generate.symbolic.mocks.git_records import _staged_agree, nothing_pending

    pending = [f for k, v in status.items() if isinstance(v, list) and {"untracked", "conflicted"} & {w.lower() for w in words(k)}
               for f in v if isinstance(f, str)]
    out[staged] = list(dict.fromkeys([*out[staged], *pending]))
    unstaged = next((v for k, v in status.items() if isinstance(v, dict) and words(k)[:1] == ["unstaged"]), None)
    staged_counts = next((v for k, v in status.items() if isinstance(v, dict) and words(k)[:1] == ["staged"]), None)
    if isinstance(unstaged, dict) and isinstance(staged_counts, dict):
        for k in ("insertions", "deletions"):
            if isinstance(unstaged.get(k), int) and isinstance(staged_counts.get(k), int):
                staged_counts[k] += unstaged[k]
    nothing_pending(status)
    if isinstance(status.get("is_clean"), bool):
        status["is_clean"] = False  # staged, not committed
    for k in ("totalFiles", "total_files", "count"):
        if isinstance(out.get(k), int) and not isinstance(out[k], bool):
            out[k] = len(out[staged])
    _staged_agree(out)


def _nothing_staged_after(out: dict) -> None:
    """git_commit answered a status still counting four staged files (seed 1267): a commit records the whole staging
    area, so what is staged after it is nothing; the tree is clean when nothing else is pending either."""
    from seer.generate.symbolic.mocks.git_records import emptied

    status = out.get("status")
    if not isinstance(status, dict):
        return
    for k, v in status.items():
        if words(k)[:1] == ["staged"] and isinstance(v, (dict, list)):
            status[k] = emptied(v) if isinstance(v, dict) else []
    if isinstance(status.get("is_clean"), bool):
        status["is_clean"] = not any(x for k, v in status.items() if k != "is_clean" and not isinstance(v, (bool, str))
                                     for x in (v.values() if isinstance(v, dict) else v if isinstance(v, list) else [v]))


def _files_of_the_message(args: dict[str, Any], out: dict) -> None:
    """git_commit(message="perf: cache exchange rates for 10 minutes") committed reports/report-q3.csv and README.md
    (seed 1396): a commit whose message names a change the world knows commits that change's file, when the call did not
    say which files (filesToStage)."""
    from seer.generate.symbolic.world import _TOPIC_CHANGES

    message = next((v for k, v in args.items() if words(k) == ["message"] and isinstance(v, str)), "")
    topic = message.split("\n", 1)[0].split(": ", 1)[-1].strip().lower()
    change = next((c for t, c in _TOPIC_CHANGES.items() if t.lower() == topic), None)
    listed = next((k for k, v in out.items() if isinstance(v, list) and {w.lower() for w in words(k)} >= {"committed", "files"}), None)
    if change is None or listed is None or any(set(words(k)) & {"files", "paths"} for k in args):
        return
    if change[0] not in out[listed]:
        out[listed] = [change[0]]
        for k in ("insertions", "deletions"):  # the one line the change rewrites
            if isinstance(out.get(k), int) and not isinstance(out[k], bool):
                out[k] = 1
    for k in ("filesChanged", "files_changed"):
        if isinstance(out.get(k), int) and not isinstance(out[k], bool):
            out[k] = len(out[listed])


def _author_is_given(args: dict[str, Any], out: dict) -> None:
    """git_commit(author={name: Misty Huynh, email: ...}) answered author 'Daryl Duran' (round 919 [14]): a commit made
    as an author is that author's."""
    given = next((v for k, v in args.items() if words(k)[:1] == ["author"]), None)
    name = given.get("name") if isinstance(given, dict) else given if isinstance(given, str) and "@" not in given else None
    email = given.get("email") if isinstance(given, dict) else None
    for k, v in list(out.items()):
        ws = [w.lower() for w in words(k)]
        if ws == ["author"] and isinstance(v, str) and isinstance(name, str):
            out[k] = name
        elif ws == ["author"] and isinstance(v, dict):
            v.update({f: x for f, x in (("name", name), ("email", email)) if isinstance(x, str) and f in v})
        elif ws[:1] == ["author"] and ws[-1:] == ["email"] and isinstance(v, str) and isinstance(email, str):
            out[k] = email
