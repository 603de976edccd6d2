"""Write the project's bundled WebShop catalogue and instructions (seeded, reproducible).

    python -m tools.webshop.generate

writes react_core/data/webshop/bundled/products.jsonl (13 products of each of the 25 kinds
in kinds.py) and instructions.jsonl (3 instructions per kind and one more behind the
prompts' exemplar), then checks that every instruction's target scores 1.0 and that a search
for its kind and attributes lists the target. Build-time only: react_core never imports it.
"""

from __future__ import annotations

import argparse
import json
import random
import string
from pathlib import Path

from react_core.data.webshop.model import Catalogue, Goal, Product, Review, product_to_dict
from react_core.data.webshop.official import price_limit
from tools.webshop.kinds import BRANDS, KINDS, Kind

SEED = 20240523
PER_KIND = 13
INSTRUCTIONS_PER_KIND = 3
EXEMPLAR_KIND = "wool socks"
OUT_DIR = Path(__file__).resolve().parents[2] / "react_core" / "data" / "webshop" / "bundled"

SERIES = ("Everyday", "Classic", "Essentials", "Signature", "Pro", "Original", "Select", "Daily", "Studio", "Trek")
REVIEW_TITLES = {
    5: ("Exactly what I wanted", "Love it", "Would buy again", "Great value"),
    4: ("Very good", "Does the job well", "Nice, with one small gripe"),
    3: ("It's okay", "Decent for the price", "Mixed feelings"),
}
REVIEW_BODIES = {
    5: (
        "I have used {this} {noun} for a month now and it is everything the listing promised.",
        "Bought {this} {noun} as a gift and ended up ordering another one for myself.",
        "Good quality {noun}, arrived quickly and well packed.",
    ),
    4: (
        "Solid {noun}. Took a little getting used to, but I am happy with it.",
        "Works well. The {noun} {is_} a bit smaller than I pictured, still a good buy.",
    ),
    3: (
        "The {noun} {is_} fine, nothing special. Might try another brand next time.",
        "Not bad, but the {noun} did not quite match the photos.",
    ),
}
OPENINGS = (
    "i need",
    "i am looking for",
    "i want",
    "i would like",
    "find me",
    "can you get me",
    "i'm shopping for",
    "please find",
)
OPTION_PHRASE = {
    "scent": "in {v} scent",
    "flavor": "in {v} flavor",
    "color": "in {v} color",
    "size": "in size {v}",
    "style": "in the {v} style",
    "length": "{v} in length",
}


def asin(rng: random.Random, taken: set[str]) -> str:
    while True:
        code = "B0" + "".join(rng.choices(string.digits + string.ascii_uppercase, k=8))
        if code not in taken:
            taken.add(code)
            return code


def title_case(text: str) -> str:
    def word(w: str) -> str:
        if any(c.isdigit() for c in w):
            return w
        if w in ("of", "and", "x", "with", "for"):
            return w
        lead = len(w) - len(w.lstrip("("))
        return w[:lead] + w[lead:].capitalize()

    return " ".join(word(w) for w in text.split())


def plural_verb(phrase: str) -> str:
    """ "keeps you fresh" -> "keep you fresh", for products named in the plural."""
    first, _, rest = phrase.partition(" ")
    if first == "is":
        first = "are"
    elif first.endswith("ies"):
        first = first[:-3] + "y"
    elif first.endswith("s"):
        first = first[:-1]
    return f"{first} {rest}"


def make_product(kind: Kind, rng: random.Random, taken: set[str]) -> Product:
    brand = rng.choice(BRANDS[kind.category])
    attributes = rng.sample(kind.attributes, rng.randint(3, min(4, len(kind.attributes))))
    pre = [a for a, where in attributes if where == "pre"][:2]
    post = [(a, where) for a, where in attributes if where != "pre"][:1]
    words = f"{brand} {rng.choice(SERIES)} {' '.join(title_case(a) for a in pre)}".split()
    noun = title_case(kind.noun).split()
    if words[-1] == noun[0]:  # "Merino Wool" + "Wool Socks" -> "Merino Wool Socks"
        noun = noun[1:]
    title = " ".join(words + noun)
    if post:
        title += f" {post[0][1]} {title_case(post[0][0])}"
    options = {}
    for name, values in kind.options:
        count = rng.randint(max(2, len(values) - 3), len(values))
        chosen = set(rng.sample(values, count))
        options[name] = tuple(v for v in values if v in chosen)  # keep the kind's order
    if len(options) > 1 and "size" in options:
        title += f", {title_case(options['size'][0])}"
    low, high = kind.price
    price = round(rng.uniform(low, high)) - rng.choice((0.01, 0.05, 0.51))
    phrases = [_describe(a, where) for a, where in attributes]
    use = plural_verb(kind.use) if kind.plural else kind.use
    description = (
        f"The {brand} {kind.noun} {use}. " + " ".join(phrases) + f" Sold by {brand}, backed by a 30-day return window."
    )
    features = tuple(f"{a.upper()}: {_describe(a, where)}" for a, where in attributes) + (
        f"WHAT YOU GET: {kind.noun} from {brand}, {rng.choice(('ready to use', 'packed with care', 'in recyclable packaging'))}.",
    )
    reviews = []
    for _ in range(rng.randint(2, 3)):
        score = rng.choice((5, 5, 4, 4, 3))
        reviews.append(
            Review(
                rng.choice(REVIEW_TITLES[score]),
                score,
                rng.choice(REVIEW_BODIES[score]).format(
                    noun=kind.noun, this="these" if kind.plural else "this", is_="are" if kind.plural else "is"
                ),
            )
        )
    return Product(
        asin=asin(rng, taken),
        title=title,
        price=price,
        price_tag=f"${price:.2f}",
        category=kind.category,
        product_type=kind.noun,
        product_category=kind.breadcrumb,
        attributes=tuple(a for a, _ in attributes),
        options=options,
        description=description,
        features=features,
        reviews=tuple(reviews),
    )


def _describe(attribute: str, where: str) -> str:
    if where == "for":
        return f"Made for {attribute}."
    if where == "with":
        return f"Comes with {attribute}."
    return f"It is {attribute}."


def _option_phrase(name: str, value: str) -> str:
    if value in ("unscented", "unflavored"):
        return value
    if value == "assorted":
        return "in assorted colors"
    return OPTION_PHRASE[name].format(v=value.replace("(", "").replace(")", ""))


def make_goal(kind: Kind, product: Product, rng: random.Random) -> Goal:
    where = dict(kind.attributes)
    wanted = rng.sample(product.attributes, rng.randint(1, min(3, len(product.attributes))))
    pre = [a for a in wanted if where[a] == "pre"]
    post = []
    for prep in ("for", "with"):
        group = [a for a in wanted if where[a] == prep]
        if group:
            post.append(
                f"{prep} " + (" and ".join(group) if len(group) < 3 else ", ".join(group[:-1]) + " and " + group[-1])
            )
    noun_phrase = " ".join(pre + [kind.noun])
    if not kind.plural:
        vowel = noun_phrase[0] in "aeiou" and not noun_phrase.startswith("usb")
        noun_phrase = ("an " if vowel else "a ") + noun_phrase
    options = []
    for i, (name, values) in enumerate(product.options.items()):
        if i == 0 or rng.random() < 0.75:
            options.append((name, rng.choice(values)))
    option_text = ", ".join(_option_phrase(name, v) for name, v in options)
    limit = price_limit(product.price, rng) or 1000000.0
    text = f"{rng.choice(OPENINGS)} {noun_phrase}"
    if post:
        text += " " + " and ".join(post)
    if option_text:
        text += ", " + option_text
    text += f", and price lower than {limit:.2f} dollars"
    return Goal(
        asin=product.asin,
        instruction=text,
        attributes=tuple(wanted),
        options=tuple(v for _, v in options),
        price_upper=limit,
        product_type=kind.noun,
        product_category=kind.breadcrumb,
        name=product.title,
        category=kind.category,
    )


def generate() -> tuple[list[Product], list[dict]]:
    rng = random.Random(SEED)
    taken: set[str] = set()
    by_kind = {kind.noun: [make_product(kind, rng, taken) for _ in range(PER_KIND)] for kind in KINDS}
    products = [p for kind in KINDS for p in by_kind[kind.noun]]
    rng.shuffle(products)  # the shop's order is not grouped by kind
    records, number = [], 0
    for kind in KINDS:
        targets = rng.sample(by_kind[kind.noun], INSTRUCTIONS_PER_KIND + (kind.noun == EXEMPLAR_KIND))
        for i, target in enumerate(targets):
            goal = make_goal(kind, target, rng)
            if kind.noun == EXEMPLAR_KIND and i == INSTRUCTIONS_PER_KIND:
                records.append({"id": "webshop-bundled-exemplar", "split": "exemplar", "goal": goal.to_dict()})
            else:
                number += 1
                records.append({"id": f"webshop-bundled-{number:03d}", "split": "test", "goal": goal.to_dict()})
    order = rng.sample(range(len(records)), len(records))  # mix the kinds in the task list
    records = [records[i] for i in order]
    for n, record in enumerate(r for r in records if r["split"] == "test"):
        record["id"] = f"webshop-bundled-{n + 1:03d}"
    return products, records


def check(products: list[Product], records: list[dict]) -> None:
    from react_core.environments.webshop.reward import score_purchase
    from react_core.environments.webshop.search import SearchIndex

    catalogue = Catalogue(products, "bundled")
    index = SearchIndex(catalogue)
    for record in records:
        goal = Goal.from_dict(record["goal"])
        target = catalogue.get(goal.asin)
        chosen = {target.option_name_of(v): v for v in goal.options}
        score = score_purchase(target, chosen, goal).score
        assert score == 1.0, (record["id"], score)
        query = " ".join([goal.product_type, *goal.attributes])
        assert goal.asin in index.search(query), (record["id"], query)


def main() -> None:
    # No options; --help says what the script does instead of doing it.
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()
    products, records = generate()
    check(products, records)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    with (OUT_DIR / "products.jsonl").open("w", encoding="utf-8") as handle:
        for product in products:
            handle.write(json.dumps(product_to_dict(product), ensure_ascii=False) + "\n")
    with (OUT_DIR / "instructions.jsonl").open("w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    print(f"{len(products)} products, {len(records)} instructions -> {OUT_DIR}")


if __name__ == "__main__":
    main()
