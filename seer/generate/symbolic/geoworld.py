"""Results of map tools, computed from the catalogue's cities: distances by great circle,
durations by travel mode, the nearest city for a coordinate, elevations in metres."""

from __future__ import annotations

import random
from typing import Any

from seer.kinds.geo import CITIES, city_of, km_between

SPEED_KMH = {"driving": 70, "walking": 5, "bicycling": 16, "transit": 40}


def _point(place: Any, rng: random.Random) -> tuple[float, float]:
    if isinstance(place, dict):
        return float(place.get("latitude", place.get("lat", 0))), float(place.get("longitude", place.get("lng", 0)))
    if isinstance(place, str) and "," in place:
        try:
            lat, lng = (float(x) for x in place.split(",")[:2])
            return lat, lng
        except ValueError:
            pass
    city = city_of(str(place)) or rng.choice(CITIES)
    return city[2], city[3]


def _leg(a: Any, b: Any, mode: str, rng: random.Random) -> dict[str, Any]:
    km = km_between(_point(a, rng), _point(b, rng)) * 1.25 + rng.uniform(0.5, 3)  # roads are longer than the great circle
    if mode != "transit" and km > 4000 or mode in ("walking", "bicycling") and km > 500:
        return {"status": "ZERO_RESULTS"}
    minutes = round(km / SPEED_KMH.get(mode, 70) * 60)
    hours, mins = divmod(minutes, 60)
    return {"status": "OK", "distance": {"text": f"{km:,.1f} km", "value": round(km * 1000)},
            "duration": {"text": f"{hours} h {mins} min" if hours else f"{mins} min", "value": minutes * 60}}


def distance_matrix(origins: list, destinations: list, mode: str, rng: random.Random) -> dict[str, Any]:
    return {"origin_addresses": [str(o) for o in origins], "destination_addresses": [str(d) for d in destinations],
            "rows": [{"elements": [_leg(o, d, mode, rng) for d in destinations]} for o in origins]}


def directions(origin: Any, destination: Any, mode: str, rng: random.Random) -> dict[str, Any]:
    leg = _leg(origin, destination, mode, rng)
    if leg["status"] != "OK":
        return {"status": leg["status"], "routes": []}
    return {"status": "OK", "routes": [{"summary": rng.choice(("A1 and E80", "Main St", "Ring Road", "Coastal Highway")),
                                        "legs": [{"start_address": str(origin), "end_address": str(destination),
                                                  "distance": leg["distance"], "duration": leg["duration"]}]}]}


def nearest(lat: float, lng: float, rng: random.Random) -> dict[str, Any]:
    from seer.kinds.base import fake

    city = min(CITIES, key=lambda c: km_between((lat, lng), (c[2], c[3])))
    f = fake(rng)
    return {"formatted_address": f"{f.building_number()} {f.street_name()}, {city[0]}, {city[1]}",
            "place_id": "ChIJ" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(23)),
            "types": ["street_address"]}


def elevation(locations: list, rng: random.Random) -> dict[str, Any]:
    return {"results": [{"location": loc, "elevation": round(rng.uniform(2, 780), 1), "resolution": round(rng.uniform(4, 20), 1)}
                        for loc in locations]}
