"""A tiny travel-booking agent whose tools are plain Python functions.

The native example traces (examples/traces/booking-*.json) are runs of an agent with these
tools: it searches, books (a mutating call), and should read the booking back before it
tells the user it is done. blamegate finds a tool's definition here when a trace carries no
code location of its own.

Run it: python examples/agent/travel_agent.py
"""
from __future__ import annotations

FLIGHTS = [
    {"flight": "JT-044", "origin": "SFO", "destination": "NRT", "date": "06-14", "price": 870},
    {"flight": "KE-102", "origin": "SFO", "destination": "NRT", "date": "06-14", "price": 912},
]
BOOKINGS: dict[str, dict] = {}


def search_flights(origin: str, destination: str, month: str) -> list[dict]:
    """Flights on a route, cheapest first."""
    found = [f for f in FLIGHTS if f["origin"] == origin and f["destination"] == destination]
    return sorted(found, key=lambda f: f["price"])


def book_flight(flight: str, seat: str, price_cap: int) -> dict:
    """Book a seat (changes the world: a reservation is made and paid)."""
    offer = next(f for f in FLIGHTS if f["flight"] == flight)
    if offer["price"] > price_cap:
        raise ValueError(f"{flight} costs {offer['price']}, over the cap of {price_cap}")
    confirmation = f"B-{2230 + len(BOOKINGS) + 1}"
    BOOKINGS[confirmation] = {"flight": flight, "seat": seat, "price": offer["price"], "status": "pending"}
    return {"confirmation": confirmation, "status": "pending"}


def get_booking(confirmation: str) -> dict:
    """Read a booking back from the airline (the verification step)."""
    return BOOKINGS.get(confirmation, {"status": "not_found"})


def cancel_booking(confirmation: str) -> dict:
    """Cancel a booking."""
    BOOKINGS.pop(confirmation, None)
    return {"confirmation": confirmation, "status": "cancelled"}


if __name__ == "__main__":
    print(search_flights("SFO", "NRT", "June"))
    booked = book_flight("JT-044", "12A", 900)
    print(booked, get_booking(booked["confirmation"]))
