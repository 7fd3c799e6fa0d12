"""Places and money: coordinates, addresses, cities, country and language codes, currencies,
amounts, phone numbers. Codes are checked against Faker's ISO tables and zoneinfo-style sets."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from seer.kinds.base import fake, is_str, pick, simple

# (city, country code, latitude, longitude)
CITIES = (("Lisbon", "PT", 38.7223, -9.1393), ("Nairobi", "KE", -1.2921, 36.8219), ("Osaka", "JP", 34.6937, 135.5023),
          ("Toronto", "CA", 43.6532, -79.3832), ("Berlin", "DE", 52.52, 13.405), ("Austin", "US", 30.2672, -97.7431),
          ("Lyon", "FR", 45.764, 4.8357), ("Sao Paulo", "BR", -23.5505, -46.6333), ("Sydney", "AU", -33.8688, 151.2093),
          ("Bengaluru", "IN", 12.9716, 77.5946), ("Mexico City", "MX", 19.4326, -99.1332), ("Seoul", "KR", 37.5665, 126.978))
LANGUAGES = ("en", "fr", "de", "es", "pt", "ja", "zh", "it", "nl", "ko", "ar", "hi", "sv", "pl")
CURRENCIES = ("EUR", "USD", "JPY", "GBP", "CAD", "BRL", "INR", "AUD", "CHF", "KES")


@lru_cache(maxsize=1)
def _codes() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    from faker.providers.address import Provider as Address
    from faker.providers.currency import Provider as Currency
    from faker.providers.misc import Provider as Misc

    countries = frozenset(Address.alpha_2_country_codes) | frozenset(Address.alpha_3_country_codes)
    languages = frozenset(getattr(Misc, "language_locale_codes", {}).keys()) | set(LANGUAGES)
    currencies = frozenset(code for code, _ in Currency.currencies)
    return countries, languages, currencies


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    try:
        return float(value) if isinstance(value, str) else None
    except ValueError:
        return None


def _check_lat(value: Any) -> bool:
    v = _number(value)
    return v is not None and -90 <= v <= 90


def _check_lng(value: Any) -> bool:
    v = _number(value)
    return v is not None and -180 <= v <= 180


def _make_coords(rng, hint: str) -> str:
    _, _, lat, lng = pick(rng, CITIES)
    return f"{lat + rng.uniform(-0.05, 0.05):.4f},{lng + rng.uniform(-0.05, 0.05):.4f}"


def _check_coords(value: Any) -> bool:
    if isinstance(value, dict):
        lat = next((value[k] for k in ("latitude", "lat") if k in value), None)
        lng = next((value[k] for k in ("longitude", "lng", "lon") if k in value), None)
        return _check_lat(lat) and _check_lng(lng)
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return _check_lat(value[0]) and _check_lng(value[1]) or _check_lng(value[0]) and _check_lat(value[1])
    if is_str(value):
        parts = [p.strip() for p in value.split(",")]
        return len(parts) == 2 and _check_lat(parts[0]) and _check_lng(parts[1])
    return False


def _check_language(value: Any) -> bool:
    if not is_str(value):
        return False
    head = re.split(r"[-_]", value.strip())[0].lower()
    return head in _codes()[1] and bool(re.match(r"^[a-z]{2,3}([-_][A-Za-z0-9]{2,8})*$", value.strip(), re.I))


def _make_address(rng, hint: str) -> str:
    f = fake(rng)
    return f"{f.street_address()}, {f.city()}, {f.state_abbr(include_territories=False)} {f.postcode()}"


simple("latitude", lambda r, h: round(pick(r, CITIES)[2] + r.uniform(-0.05, 0.05), 5), _check_lat, types=("number", "string"),
       well_known=True)
simple("longitude", lambda r, h: round(pick(r, CITIES)[3] + r.uniform(-0.05, 0.05), 5), _check_lng, types=("number", "string"),
       well_known=True)
simple("coordinates", _make_coords, _check_coords, well_known=True)
simple("address", _make_address, lambda v: is_str(v) and any(c.isdigit() for c in v) and any(c.isalpha() for c in v))
simple("place", lambda r, h: pick(r, CITIES)[0], lambda v: is_str(v) and not any(c in v for c in "/\\{}<>"))
simple("country_code", lambda r, h: pick(r, CITIES)[1], lambda v: is_str(v) and v.upper() in _codes()[0] and len(v) in (2, 3),
       well_known=True)
simple("country", lambda r, h: fake(r).country(), lambda v: is_str(v) and not any(c in v for c in "/\\{}"))
simple("language_code", lambda r, h: pick(r, LANGUAGES), _check_language, well_known=True)
simple("currency", lambda r, h: pick(r, CURRENCIES), lambda v: is_str(v) and v.upper() in _codes()[2])
simple("amount", lambda r, h: round(r.uniform(5, 2500), 2), lambda v: _number(v) is not None and _number(v) >= 0,
       types=("number", "string"))
simple("phone", lambda r, h: f"+1-555-01{r.randint(10, 99)}", lambda v: is_str(v) and sum(c.isdigit() for c in v) >= 7)
PLACE_QUERIES = ("coffee shops", "pharmacy open now", "museums", "vegan restaurant", "hotels near the airport",
                 "coworking space", "bike repair", "bookshops", "EV charging station", "bakery")
simple("place_query", lambda r, h: pick(r, PLACE_QUERIES), lambda v: is_str(v) and not v.startswith("/"))
simple("place_id", lambda r, h: "ChIJ" + "".join(pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
                                                 for _ in range(23)), lambda v: is_str(v) and " " not in v and len(v) >= 8)


def city_of(text: str) -> tuple | None:
    """The catalogue city a text names ("... Lisbon"), if any."""
    low = (text or "").lower()
    return next((c for c in CITIES if c[0].lower() in low), None)


def km_between(a: tuple[float, float], b: tuple[float, float]) -> float:
    """Great-circle distance in km (haversine)."""
    from math import asin, cos, radians, sin, sqrt

    (la1, lo1), (la2, lo2) = map(lambda p: (radians(p[0]), radians(p[1])), (a, b))
    h = sin((la2 - la1) / 2) ** 2 + cos(la1) * cos(la2) * sin((lo2 - lo1) / 2) ** 2
    return 6371.0 * 2 * asin(sqrt(h))
