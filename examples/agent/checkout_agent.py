"""A tiny checkout agent whose tools are plain Python functions.

The OTLP example trace (examples/traces/checkout-agent.otlp.json) records two runs of it.
Each tool call becomes a span carrying the OpenTelemetry GenAI attributes
(gen_ai.operation.name = execute_tool, gen_ai.tool.name, arguments and result) and the
tool's code location (code.filepath, code.lineno, code.function), so a failing step
points at the function below that ran it.

Run it: python examples/agent/checkout_agent.py
"""
from __future__ import annotations

import inspect
import json
import os

CARTS = {
    "cart-7": [{"sku": "KB-104", "qty": 1, "price": 89.0}, {"sku": "MS-220", "qty": 2, "price": 24.5}],
    "cart-9": [{"sku": "HD-310", "qty": 1, "price": 129.0}],
}
COUPONS = {"SPRING10": 0.10}


class PaymentDeclined(Exception):
    """The card processor refused the charge."""


def fetch_cart(cart_id: str) -> dict:
    """Return the items in a cart and their total."""
    items = CARTS.get(cart_id, [])
    return {"cart_id": cart_id, "items": items, "total": sum(i["qty"] * i["price"] for i in items)}


def apply_coupon(cart_id: str, code: str) -> dict:
    """Apply a coupon code to the cart total."""
    cart = fetch_cart(cart_id)
    rate = COUPONS.get(code, 0.0)
    return {"cart_id": cart_id, "code": code, "total": round(cart["total"] * (1 - rate), 2)}


def charge_card(cart_id: str, amount: float, card_token: str) -> dict:
    """Charge the customer's card; raises when the processor declines."""
    if amount <= 0:
        raise ValueError("amount must be positive")
    if card_token.startswith("tok_expired"):
        raise PaymentDeclined(f"card {card_token} declined: expired (processor code 54)")
    return {"charged": amount, "receipt": f"rcpt-{cart_id}"}


TOOLS = {f.__name__: f for f in (fetch_cart, apply_coupon, charge_card)}


def code_attributes(fn) -> dict:
    """The span attributes that say where a tool is defined."""
    return {
        "code.filepath": os.path.relpath(inspect.getsourcefile(fn)),
        "code.lineno": inspect.getsourcelines(fn)[1],
        "code.function": fn.__name__,
    }


def run(plan: list[tuple[str, dict]]) -> list[dict]:
    """Run a recorded plan of tool calls (the model's choices) and return one record per call."""
    records = []
    for name, args in plan:
        tool = TOOLS[name]
        record = {"gen_ai.tool.name": name, "gen_ai.tool.call.arguments": json.dumps(args), **code_attributes(tool)}
        try:
            record["gen_ai.tool.call.result"] = json.dumps(tool(**args))
        except Exception as error:  # the span records the exception and ends with status ERROR
            record["error"] = f"{type(error).__name__}: {error}"
            records.append(record)
            raise
        records.append(record)
    return records


if __name__ == "__main__":
    for rec in run([("fetch_cart", {"cart_id": "cart-9"}), ("charge_card", {"cart_id": "cart-9", "amount": 129.0, "card_token": "tok_visa_4242"})]):
        print(rec)
