"""What a Redis hash of a known kind holds, said once for every call that reads or writes one: HGETALL lists these
fields, HSET/HGET/HDEL take one of them, HEXISTS says a field exists when it is one of them. A product holds its name,
price and stock; a user (or a profile) a person's name, email, plan and last login; a session the user it belongs to
and when it started and ends. Other hashes hold a status, a time and a count."""

from __future__ import annotations

PRODUCT_NAMES = ("Trail running shoe", "Wireless earbuds", "Ceramic mug", "Linen shirt")
_KINDS = (("product", ("name", "price", "stock")),
          ("user", ("full_name", "email", "plan", "last_login")),
          ("session", ("user_id", "created_at", "expires_at")))
OTHER_FIELDS = ("status", "updated_at", "count")


def hash_fields(name: str) -> tuple[str, ...] | None:
    """The fields a hash named `name` holds by its kind (user:1042:profile is a user's), None for a kind not known."""
    head = name.split(":")[0]
    if name.endswith(":profile"):
        head = "user"
    return next((fields for prefix, fields in _KINDS if head.startswith(prefix)), None)
