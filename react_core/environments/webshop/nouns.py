"""The nouns of a product title, which WebShop's product-type reward compares.

The original tags titles with spaCy (`en_core_web_sm`) and keeps tokens tagged NOUN or PROPN.
A tagger model is a large download and its tags differ between versions, so the workbench
uses a fixed rule instead: lower-cased alphabetic words, less function words and a closed
list of common product adjectives and adverbs. For the short noun-heavy titles of a shop this
keeps what the tagger keeps in most cases; it is deterministic, so a replayed purchase always
scores the same.
"""

from __future__ import annotations

import re

_WORD = re.compile(r"[a-z]+")
_FUNCTION_WORDS = frozenset(
    """
a an the and or but nor of in on at to for from by with without into onto over under up down
out off about as per via than then so if is are was were be been being it its this that these
those you your our my their his her we they i me us them not no yes all any each every both
either neither some such very too also just only more most less least much many few one two
three four five six seven eight nine ten x w h s
""".split()
)
_ADJECTIVES = frozenset(
    """
new best great good premium professional original classic modern vintage natural organic pure
fresh free safe gentle soft hard light heavy dark bright deep long short tall small large big
mini extra super ultra high low fast quick slow easy simple smart wireless portable compact
durable sturdy strong lightweight waterproof water resistant breathable comfortable warm cool
cold hot dry wet clean sensitive healthy sweet sour spicy mild rich smooth thick thin wide
narrow round square flat full half double single multi universal adjustable reusable
rechargeable washable foldable stackable removable non anti unscented scented hypoallergenic
vegan kosher raw whole ground roasted dried instant sugarfree glutenfree dairy plain assorted
black white red blue green yellow pink purple orange brown grey gray beige navy silver gold
ivory cream teal olive charcoal lavender citrus fragrant everyday daily nightly travel
elegant cute stylish casual formal cozy luxurious luxury deluxe heavyduty duty eco friendly
recyclable biodegradable sustainable handmade nonstick stainless fine
""".split()
)
_ADJECTIVE_SUFFIXES = ("ful", "less", "ous", "able", "ible")


def title_nouns(title: str) -> list[str]:
    """Lower-cased noun-like words of `title`, in order (duplicates kept, as spaCy's list has them)."""
    words = _WORD.findall(title.lower())
    return [
        w
        for w in words
        if w not in _FUNCTION_WORDS and w not in _ADJECTIVES and len(w) > 1 and not w.endswith(_ADJECTIVE_SUFFIXES)
    ]
