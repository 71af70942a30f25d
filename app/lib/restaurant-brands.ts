/**
 * EDITORIAL TABLE, not data: for each chain brand of the AllThePlaces file,
 * the product's own reading of how a pilot would eat there — quick_bites or
 * settle_in (docs/product.md, "Places") — its usual price level ($ to $$$$, docs/product.md, "Places")
 * and a few words on the food. No source gives these per location; they are
 * the product's choice per brand, kept here so anyone can review and correct
 * them (docs/decisions/0022-places-import.md). A brand missing here is
 * imported as quick bites without a price.
 */
export type DiningCategory = "quick_bites" | "settle_in";

export interface BrandReading {
  category: DiningCategory;
  price: "$" | "$$" | "$$$" | "$$$$";
  food: string;
}

const q = (price: BrandReading["price"], food: string): BrandReading => ({ category: "quick_bites", price, food });
const s = (price: BrandReading["price"], food: string): BrandReading => ({ category: "settle_in", price, food });

export const BRAND_READINGS: Record<string, BrandReading> = {
  // Coffee
  blank_street_coffee: q("$", "Coffee"),
  blue_bottle: q("$$", "Coffee"),
  caffe_nero: q("$", "Coffee"),
  caribou: q("$", "Coffee"),
  coffee_bean: q("$", "Coffee and tea"),
  dunkin: q("$", "Coffee and donuts"),
  dutch_bros: q("$", "Coffee drive-thru"),
  einstein_bros: q("$", "Bagels and coffee"),
  peets: q("$", "Coffee"),
  philz: q("$", "Coffee"),
  pjs_coffee: q("$", "Coffee"),
  scooters_coffee: q("$", "Coffee drive-thru"),
  starbucks: q("$", "Coffee"),
  tim_hortons: q("$", "Coffee and donuts"),
  // Sweets
  auntie_annes: q("$", "Pretzels"),
  baskin_robbins: q("$", "Ice cream"),
  ben_jerrys: q("$", "Ice cream"),
  cinnabon: q("$", "Cinnamon rolls"),
  coldstone: q("$", "Ice cream"),
  crumbl_cookies: q("$", "Cookies"),
  dairy_queen: q("$", "Ice cream and burgers"),
  handels: q("$", "Ice cream"),
  krispy_kreme: q("$", "Donuts"),
  paris_baguette: q("$", "Bakery café"),
  ritas: q("$", "Italian ice"),
  yogurtland: q("$", "Frozen yogurt"),
  // Counter service
  arbys: q("$", "Sandwiches"),
  au_bon_pain: q("$", "Bakery café"),
  baja_fresh: q("$", "Mexican"),
  bojangles: q("$", "Fried chicken and biscuits"),
  boston_market: q("$", "Rotisserie chicken"),
  brueggers: q("$", "Bagels"),
  burger_king: q("$", "Burgers"),
  cava: q("$", "Mediterranean bowls"),
  charleys: q("$", "Cheesesteaks"),
  checkers_rallys: q("$", "Burgers"),
  chick_fil_a: q("$", "Chicken sandwiches"),
  chipotle: q("$", "Burritos and bowls"),
  churchs_chicken: q("$", "Fried chicken"),
  cookout: q("$", "Burgers and shakes"),
  culvers: q("$", "Burgers and frozen custard"),
  daves_hot_chicken: q("$", "Hot chicken"),
  del_taco: q("$", "Mexican fast food"),
  dominos: q("$", "Pizza (delivery and carry-out)"),
  fazolis: q("$", "Italian fast food"),
  firehouse_subs: q("$", "Subs"),
  five_guys: q("$", "Burgers"),
  freddys: q("$", "Steakburgers and frozen custard"),
  godfathers_pizza: q("$", "Pizza"),
  habit_burger: q("$", "Burgers"),
  hardees: q("$", "Burgers"),
  honey_baked_ham: q("$", "Ham and sandwiches"),
  in_n_out: q("$", "Burgers"),
  jack_in_the_box: q("$", "Burgers"),
  jasons_deli: q("$", "Deli"),
  kfc: q("$", "Fried chicken"),
  mcdonalds: q("$", "Burgers"),
  noodles_and_company: q("$", "Noodles"),
  panda_express: q("$", "Chinese fast food"),
  panera: q("$", "Bakery café"),
  papa_johns: q("$", "Pizza (delivery and carry-out)"),
  popeyes: q("$", "Fried chicken"),
  pret_a_manger: q("$", "Sandwiches"),
  quiznos: q("$", "Subs"),
  raising_canes: q("$", "Chicken fingers"),
  shake_shack: q("$", "Burgers and shakes"),
  sonic: q("$", "Drive-in burgers"),
  steak_n_shake: q("$", "Steakburgers and shakes"),
  subway: q("$", "Subs"),
  taco_bell: q("$", "Mexican fast food"),
  tropical_smoothie: q("$", "Smoothies and wraps"),
  wendys: q("$", "Burgers"),
  whataburger: q("$", "Burgers"),
  wingstop: q("$", "Chicken wings"),
  zaxbys: q("$", "Chicken"),
  // Table service
  applebees: s("$$", "American grill"),
  benihana: s("$$$", "Japanese teppanyaki"),
  bertuccis: s("$$", "Italian"),
  big_boy: s("$", "Diner"),
  bob_evans: s("$", "Family dining"),
  bonefish_grill: s("$$$", "Seafood"),
  buca_di_beppo: s("$$", "Italian, family style"),
  buffalo_wild_wings: s("$$", "Wings and sports bar"),
  california_pizza_kitchen: s("$$", "Pizza and pasta"),
  carrabbas: s("$$", "Italian"),
  cheddars: s("$$", "American"),
  chilis: s("$$", "American grill"),
  colony_grill: s("$$", "Pizza"),
  cracker_barrel: s("$", "Southern home cooking"),
  dennys: s("$", "Diner, open late"),
  first_watch: s("$$", "Breakfast and lunch"),
  fogo_de_chao: s("$$$$", "Brazilian steakhouse"),
  golden_corral: s("$", "Buffet"),
  hooters: s("$$", "Wings and sports bar"),
  huddle_house: s("$", "Diner"),
  ihop: s("$", "Pancakes and breakfast"),
  olive_garden: s("$$", "Italian"),
  outback: s("$$", "Steakhouse"),
  pizza_hut: q("$", "Pizza"),
  red_lobster: s("$$", "Seafood"),
  ruby_tuesday: s("$$", "American grill"),
  waffle_house: s("$", "Diner, open around the clock"),
};

/** Lodging brands the file tags only as 'hotels': all are read as a hotel, with no price (rates vary by night). */
export const brandReading = (brandKey: string): BrandReading | undefined => BRAND_READINGS[brandKey];
