"""The kinds of product in the project's bundled shop: what each is called, where it sits in
the store, what can be said about it and which buying options it comes in.

Attributes carry how an instruction phrases them: "pre" goes before the product noun
("aluminum free deodorant"), "for" / "with" after it ("deodorant for sensitive skin").
Everything here was written for this project.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Kind:
    category: str
    noun: str  # the product type ("query"), as a shopper says it
    breadcrumb: str  # product_category
    attributes: tuple[tuple[str, str], ...]  # (attribute, "pre" | "for" | "with")
    options: tuple[tuple[str, tuple[str, ...]], ...]
    price: tuple[float, float]
    use: str  # what it is for, for descriptions
    plural: bool = False


BEAUTY = "Beauty & Personal Care"
GROCERY = "Grocery & Gourmet Food"
FASHION = "Clothing, Shoes & Jewelry"
ELECTRONICS = "Electronics"
HOME = "Home & Kitchen"

COLORS = ("black", "white", "navy blue", "grey", "olive green", "burgundy", "beige", "sky blue")

KINDS: tuple[Kind, ...] = (
    Kind(
        "beauty",
        "deodorant",
        f"{BEAUTY} › Personal Care › Deodorants & Antiperspirants › Deodorants",
        (
            ("long lasting", "pre"),
            ("aluminum free", "pre"),
            ("sensitive skin", "for"),
            ("natural ingredients", "with"),
            ("cruelty free", "pre"),
            ("vegan", "pre"),
        ),
        (
            (
                "scent",
                ("bright citrus", "calming lavender", "cedar and sage", "ocean breeze", "vanilla coconut", "unscented"),
            ),
            ("size", ("2.6 ounce (pack of 1)", "3 ounce (pack of 1)", "3 ounce (pack of 2)", "travel set (4-pack)")),
        ),
        (7.0, 24.0),
        "keeps you fresh through a long day",
    ),
    Kind(
        "beauty",
        "shampoo",
        f"{BEAUTY} › Hair Care › Shampoo & Conditioner › Shampoos",
        (
            ("sulfate free", "pre"),
            ("color treated hair", "for"),
            ("dry scalp", "for"),
            ("paraben free", "pre"),
            ("argan oil", "with"),
            ("volumizing", "pre"),
        ),
        (
            ("scent", ("rosemary mint", "coconut milk", "green tea", "lemongrass", "unscented")),
            ("size", ("8 fl oz", "12 fl oz", "16 fl oz", "33.8 fl oz")),
        ),
        (6.0, 30.0),
        "cleans hair gently without stripping it",
    ),
    Kind(
        "beauty",
        "face moisturizer",
        f"{BEAUTY} › Skin Care › Face › Creams & Moisturizers › Face Moisturizers",
        (
            ("oil free", "pre"),
            ("hyaluronic acid", "with"),
            ("dry skin", "for"),
            ("fragrance free", "pre"),
            ("spf 30", "with"),
            ("non comedogenic", "pre"),
        ),
        (("size", ("1.7 ounce", "2.5 ounce", "4 ounce")),),
        (9.0, 45.0),
        "keeps skin soft and hydrated",
    ),
    Kind(
        "beauty",
        "lip balm",
        f"{BEAUTY} › Skin Care › Lip Care › Balms & Moisturizers",
        (
            ("beeswax", "with"),
            ("spf 15", "with"),
            ("dry lips", "for"),
            ("cruelty free", "pre"),
            ("natural ingredients", "with"),
            ("long lasting", "pre"),
        ),
        (("flavor", ("mint", "vanilla", "cherry", "honey", "unflavored")), ("size", ("4 pack", "6 pack", "12 pack"))),
        (3.0, 16.0),
        "soothes and protects chapped lips",
    ),
    Kind(
        "beauty",
        "body wash",
        f"{BEAUTY} › Skin Care › Body › Cleansers › Body Washes",
        (
            ("moisturizing", "pre"),
            ("sensitive skin", "for"),
            ("shea butter", "with"),
            ("sulfate free", "pre"),
            ("dermatologist tested", "pre"),
            ("fragrance free", "pre"),
        ),
        (
            ("scent", ("oatmeal", "eucalyptus", "coconut lime", "lavender", "unscented")),
            ("size", ("16 fl oz", "22 fl oz", "32 fl oz (pack of 2)")),
        ),
        (5.0, 22.0),
        "cleans skin without drying it out",
    ),
    Kind(
        "grocery",
        "coffee beans",
        f"{GROCERY} › Beverages › Coffee, Tea & Cocoa › Coffee › Whole Coffee Beans",
        (
            ("whole bean", "pre"),
            ("fair trade", "pre"),
            ("organic", "pre"),
            ("single origin", "pre"),
            ("low acid", "pre"),
            ("small batch roasted", "pre"),
        ),
        (
            ("flavor", ("colombian", "french roast", "breakfast blend", "house blend", "decaf")),
            ("size", ("12 ounce", "2 pound", "5 pound")),
        ),
        (9.0, 48.0),
        "brews a rich and smooth cup",
        plural=True,
    ),
    Kind(
        "grocery",
        "herbal tea",
        f"{GROCERY} › Beverages › Coffee, Tea & Cocoa › Tea › Herbal",
        (
            ("caffeine free", "pre"),
            ("organic", "pre"),
            ("individually wrapped", "pre"),
            ("non gmo", "pre"),
            ("gluten free", "pre"),
        ),
        (
            ("flavor", ("chamomile", "peppermint", "ginger lemon", "hibiscus berry", "rooibos vanilla")),
            ("size", ("20 count (pack of 1)", "20 count (pack of 6)", "100 count")),
        ),
        (4.0, 28.0),
        "makes a calming cup at any hour",
    ),
    Kind(
        "grocery",
        "granola",
        f"{GROCERY} › Breakfast Foods › Cereals › Granola",
        (
            ("gluten free", "pre"),
            ("low sugar", "pre"),
            ("high protein", "pre"),
            ("non gmo", "pre"),
            ("whole grain", "pre"),
            ("vegan", "pre"),
        ),
        (
            ("flavor", ("almond honey", "dark chocolate", "maple pecan", "cinnamon raisin", "blueberry")),
            ("size", ("11 ounce (pack of 1)", "11 ounce (pack of 3)", "32 ounce")),
        ),
        (4.0, 26.0),
        "makes a crunchy breakfast or snack",
    ),
    Kind(
        "grocery",
        "protein bars",
        f"{GROCERY} › Snack Foods › Bars › Protein Bars",
        (
            ("high protein", "pre"),
            ("low sugar", "pre"),
            ("gluten free", "pre"),
            ("keto friendly", "pre"),
            ("plant based", "pre"),
            ("soy free", "pre"),
        ),
        (
            ("flavor", ("peanut butter", "chocolate chip", "cookie dough", "salted caramel", "lemon")),
            ("size", ("12 count", "15 count", "24 count")),
        ),
        (12.0, 45.0),
        "keeps you going between meals",
        plural=True,
    ),
    Kind(
        "grocery",
        "hot sauce",
        f"{GROCERY} › Condiments & Salad Dressings › Sauces › Hot Sauce",
        (
            ("gluten free", "pre"),
            ("no sugar added", "pre"),
            ("small batch", "pre"),
            ("all natural", "pre"),
            ("extra hot", "pre"),
        ),
        (
            ("flavor", ("habanero", "chipotle", "roasted garlic", "ghost pepper", "green jalapeno")),
            ("size", ("5 fl oz (pack of 1)", "5 fl oz (pack of 3)", "12 fl oz")),
        ),
        (4.0, 22.0),
        "adds heat and flavor to any dish",
    ),
    Kind(
        "fashion",
        "running shoes",
        f"{FASHION} › Men › Shoes › Athletic › Running › Road Running",
        (
            ("lightweight", "pre"),
            ("breathable mesh", "with"),
            ("slip resistant", "pre"),
            ("arch support", "with"),
            ("wide toe box", "with"),
        ),
        (
            ("color", ("black white", "navy blue", "grey", "red", "olive green")),
            ("size", ("7", "8", "8.5", "9", "10", "11", "12")),
        ),
        (28.0, 95.0),
        "keeps your feet comfortable mile after mile",
        plural=True,
    ),
    Kind(
        "fashion",
        "t-shirt",
        f"{FASHION} › Women › Clothing › Tops, Tees & Blouses › T-Shirts",
        (
            ("cotton", "pre"),
            ("moisture wicking", "pre"),
            ("relaxed fit", "pre"),
            ("short sleeve", "pre"),
            ("crew neck", "pre"),
            ("machine wash", "pre"),
        ),
        (("color", COLORS[:6]), ("size", ("small", "medium", "large", "x-large", "xx-large"))),
        (9.0, 30.0),
        "is soft enough to wear all day",
    ),
    Kind(
        "fashion",
        "rain jacket",
        f"{FASHION} › Women › Clothing › Coats, Jackets & Vests › Rain Jackets",
        (
            ("waterproof", "pre"),
            ("packable", "pre"),
            ("hooded", "pre"),
            ("lightweight", "pre"),
            ("zip pockets", "with"),
        ),
        (
            ("color", ("black", "navy blue", "mustard yellow", "olive green", "red")),
            ("size", ("small", "medium", "large", "x-large")),
        ),
        (30.0, 90.0),
        "keeps you dry in sudden showers",
    ),
    Kind(
        "fashion",
        "wool socks",
        f"{FASHION} › Men › Clothing › Socks › Casual Socks",
        (
            ("merino wool", "pre"),
            ("cushioned", "pre"),
            ("moisture wicking", "pre"),
            ("odor resistant", "pre"),
            ("crew length", "pre"),
        ),
        (
            ("color", ("charcoal", "oatmeal", "forest green", "navy", "assorted")),
            ("size", ("medium", "large", "x-large")),
        ),
        (10.0, 32.0),
        "keeps feet warm and dry",
        plural=True,
    ),
    Kind(
        "fashion",
        "backpack",
        f"{FASHION} › Luggage & Travel Gear › Backpacks › Laptop Backpacks",
        (
            ("water resistant", "pre"),
            ("laptop compartment", "with"),
            ("usb charging port", "with"),
            ("anti theft", "pre"),
            ("lightweight", "pre"),
        ),
        (("color", ("black", "grey", "navy blue", "khaki")), ("size", ("15.6 inch", "17 inch"))),
        (22.0, 70.0),
        "carries a laptop and a day's things",
    ),
    Kind(
        "electronics",
        "wireless earbuds",
        f"{ELECTRONICS} › Headphones, Earbuds & Accessories › Headphones & Earbuds › Earbud Headphones",
        (
            ("noise cancelling", "pre"),
            ("bluetooth 5.3", "with"),
            ("long battery life", "with"),
            ("water resistant", "pre"),
            ("charging case", "with"),
            ("built in microphone", "with"),
        ),
        (("color", ("black", "white", "navy blue", "rose gold")),),
        (19.0, 120.0),
        "plays clear sound without wires",
        plural=True,
    ),
    Kind(
        "electronics",
        "phone charger",
        f"{ELECTRONICS} › Cell Phones & Accessories › Chargers & Power Adapters › Wall Chargers",
        (
            ("fast charging", "pre"),
            ("usb c", "pre"),
            ("dual port", "pre"),
            ("foldable plug", "with"),
            ("compact", "pre"),
        ),
        (("color", ("white", "black")), ("style", ("20w", "35w", "65w"))),
        (9.0, 40.0),
        "charges a phone quickly at home or away",
    ),
    Kind(
        "electronics",
        "usb cable",
        f"{ELECTRONICS} › Computers & Accessories › Computer Accessories & Peripherals › Cables & Accessories › USB Cables",
        (
            ("braided nylon", "pre"),
            ("fast charging", "pre"),
            ("usb c", "pre"),
            ("data transfer", "for"),
            ("durable", "pre"),
        ),
        (("color", ("black", "white", "grey", "red")), ("length", ("3 ft (pack of 2)", "6 ft", "10 ft"))),
        (5.0, 18.0),
        "charges and syncs your devices",
    ),
    Kind(
        "electronics",
        "bluetooth speaker",
        f"{ELECTRONICS} › Portable Audio & Video › Portable Speakers & Docks › Portable Bluetooth Speakers",
        (
            ("waterproof", "pre"),
            ("portable", "pre"),
            ("long battery life", "with"),
            ("stereo sound", "with"),
            ("built in microphone", "with"),
        ),
        (("color", ("black", "blue", "red", "teal", "grey")),),
        (18.0, 110.0),
        "fills a room or a campsite with music",
    ),
    Kind(
        "electronics",
        "wireless keyboard",
        f"{ELECTRONICS} › Computers & Accessories › Computer Accessories & Peripherals › Keyboards, Mice & Accessories › Keyboards",
        (
            ("rechargeable", "pre"),
            ("quiet keys", "with"),
            ("backlit", "pre"),
            ("multi device", "pre"),
            ("compact", "pre"),
        ),
        (("color", ("black", "white", "pink", "space grey")), ("style", ("full size", "tenkeyless"))),
        (20.0, 80.0),
        "types quietly on any desk",
    ),
    Kind(
        "home",
        "bath towels",
        f"{HOME} › Bath › Towels › Bath Towels",
        (
            ("cotton", "pre"),
            ("quick dry", "pre"),
            ("highly absorbent", "pre"),
            ("machine washable", "pre"),
            ("oversized", "pre"),
        ),
        (
            ("color", ("white", "grey", "navy", "sage green", "beige")),
            ("size", ("bath towel (set of 2)", "bath towel (set of 4)", "bath sheet (set of 2)")),
        ),
        (18.0, 60.0),
        "dries you fast and stays soft wash after wash",
        plural=True,
    ),
    Kind(
        "home",
        "scented candle",
        f"{HOME} › Home Décor Products › Candles & Holders › Candles › Jar Candles",
        (
            ("soy wax", "with"),
            ("long burning", "pre"),
            ("lead free wick", "with"),
            ("natural ingredients", "with"),
            ("gift ready", "pre"),
        ),
        (
            ("scent", ("vanilla bean", "sea salt and sage", "fresh linen", "lavender", "cedarwood")),
            ("size", ("8 ounce", "14 ounce", "3 wick 16 ounce")),
        ),
        (10.0, 40.0),
        "fills a room with a warm glow and scent",
    ),
    Kind(
        "home",
        "throw pillow covers",
        f"{HOME} › Home Décor Products › Decorative Pillows, Inserts & Covers › Throw Pillow Covers",
        (
            ("hidden zipper", "with"),
            ("machine washable", "pre"),
            ("velvet", "pre"),
            ("farmhouse style", "pre"),
            ("set of 2", "pre"),
        ),
        (
            ("color", ("cream", "rust", "sage green", "navy blue", "mustard yellow")),
            ("size", ("18 x 18 inch", "20 x 20 inch", "12 x 20 inch")),
        ),
        (9.0, 30.0),
        "brightens a sofa or a bed",
        plural=True,
    ),
    Kind(
        "home",
        "bed sheets",
        f"{HOME} › Bedding › Sheets & Pillowcases › Sheet & Pillowcase Sets",
        (
            ("deep pocket", "pre"),
            ("breathable", "pre"),
            ("cotton", "pre"),
            ("wrinkle resistant", "pre"),
            ("cooling", "pre"),
        ),
        (
            ("color", ("white", "light grey", "navy", "sage green", "ivory")),
            ("size", ("twin", "full", "queen", "king")),
        ),
        (25.0, 95.0),
        "keeps you cool and comfortable at night",
        plural=True,
    ),
    Kind(
        "home",
        "storage basket",
        f"{HOME} › Storage & Organization › Baskets, Bins & Containers › Storage Baskets",
        (("foldable", "pre"), ("handles", "with"), ("woven", "pre"), ("sturdy", "pre"), ("closet organization", "for")),
        (("color", ("natural", "grey", "white", "black")), ("size", ("small", "medium", "large", "set of 3"))),
        (12.0, 48.0),
        "keeps shelves and closets tidy",
    ),
)

BRANDS = {
    "beauty": ("Fernhollow", "Lumelle", "Brightmoss", "Calder & Pine", "Soleva", "Meadowkind", "Aurelune", "Tidewell"),
    "grocery": (
        "Harvest Lane",
        "Copper Kettle",
        "Wildacre",
        "Nordhaven",
        "Sunfold",
        "Little Orchard",
        "Redbarn Pantry",
        "Mesa Verde Co.",
    ),
    "fashion": (
        "Trailstep",
        "Northfold",
        "Kestrel & Co.",
        "Urbanloom",
        "Pacebright",
        "Wrenwear",
        "Stillwater Outfitters",
        "Halden",
    ),
    "electronics": ("Voltrix", "Sonaro", "Kinetik", "Pulsewave", "Lumatek", "Arcwell", "Nexbolt", "Quillon"),
    "home": (
        "Hearthside",
        "Linen & Lark",
        "Oakhollow",
        "Casa Serena",
        "Birchwood Home",
        "Quietnest",
        "Maplebrook",
        "Driftwood Living",
    ),
}
