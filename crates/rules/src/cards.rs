//! Playing cards, their two-letter codes ("AS", "TD", "7C") and the packs the games use.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// The four suits, in the order packs are built and hands are sorted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(index: usize) -> Suit {
        Suit::ALL[index % 4]
    }

    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "Clubs",
            Suit::Diamonds => "Diamonds",
            Suit::Hearts => "Hearts",
            Suit::Spades => "Spades",
        }
    }

    pub fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }

    fn from_letter(letter: char) -> Option<Suit> {
        Suit::ALL
            .into_iter()
            .find(|suit| suit.letter() == letter.to_ascii_uppercase())
    }
}

/// A rank, stored as its pip value with the ace high (2..=14); games that count the ace low
/// convert at their own edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    pub const TWO: Rank = Rank(2);
    pub const SIX: Rank = Rank(6);
    pub const SEVEN: Rank = Rank(7);
    pub const NINE: Rank = Rank(9);
    pub const TEN: Rank = Rank(10);
    pub const JACK: Rank = Rank(11);
    pub const QUEEN: Rank = Rank(12);
    pub const KING: Rank = Rank(13);
    pub const ACE: Rank = Rank(14);

    /// A rank from its ace-high value, 2..=14.
    pub fn new(value: u8) -> Option<Rank> {
        (2..=14).contains(&value).then_some(Rank(value))
    }

    /// Ace-high value: 2..=14.
    pub fn value(self) -> u8 {
        self.0
    }

    /// Ace-low value: A = 1, 2..=10, J = 11, Q = 12, K = 13.
    pub fn low_value(self) -> u8 {
        if self.0 == 14 { 1 } else { self.0 }
    }

    /// Every rank from `low` up to the ace.
    pub fn from_up(low: Rank) -> impl Iterator<Item = Rank> {
        (low.0..=14).map(Rank)
    }

    pub fn letter(self) -> char {
        match self.0 {
            10 => 'T',
            11 => 'J',
            12 => 'Q',
            13 => 'K',
            14 => 'A',
            pips => char::from(b'0' + pips),
        }
    }

    /// The rank as printed in a card's corner ("10", not "T").
    pub fn label(self) -> &'static str {
        const LABELS: [&str; 13] = [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ];
        LABELS[usize::from(self.0 - 2)]
    }

    fn from_letter(letter: char) -> Option<Rank> {
        let value = match letter.to_ascii_uppercase() {
            'T' => 10,
            'J' => 11,
            'Q' => 12,
            'K' => 13,
            'A' => 14,
            digit @ '2'..='9' => digit as u8 - b'0',
            _ => return None,
        };
        Some(Rank(value))
    }
}

/// One playing card. Two-pack games hold equal cards twice; a card is a value, not an identity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    pub rank: Rank,
    pub suit: Suit,
}

impl Card {
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card { rank, suit }
    }

    /// The two-letter code: rank ("2".."9", "T", "J", "Q", "K", "A") then suit ("C", "D", "H", "S").
    pub fn code(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank.letter(), self.suit.letter())
    }
}

/// Why a card code was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadCardCode(pub String);

impl fmt::Display for BadCardCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a card code: use a rank (2-9, T or 10, J, Q, K, A) then a suit (C, D, H, S), e.g. \"AS\", \"TD\", \"7C\"",
            self.0
        )
    }
}

impl std::error::Error for BadCardCode {}

impl FromStr for Card {
    type Err = BadCardCode;

    fn from_str(code: &str) -> Result<Card, BadCardCode> {
        let bad = || BadCardCode(code.chars().take(12).collect());
        let trimmed = code.trim();
        let (rank_part, suit_part) = trimmed
            .char_indices()
            .last()
            .map(|(at, _)| trimmed.split_at(at))
            .ok_or_else(bad)?;
        let suit = suit_part
            .chars()
            .next()
            .and_then(Suit::from_letter)
            .ok_or_else(bad)?;
        let rank = match rank_part {
            "10" => Rank::TEN,
            _ => {
                let mut chars = rank_part.chars();
                match (chars.next(), chars.next()) {
                    (Some(letter), None) => Rank::from_letter(letter).ok_or_else(bad)?,
                    _ => return Err(bad()),
                }
            }
        };
        Ok(Card::new(rank, suit))
    }
}

/// A rank is written as its letter code, as in card codes: "2".."9", "T", "J", "Q", "K", "A".
impl Serialize for Rank {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut buffer = [0u8; 4];
        serializer.serialize_str(self.letter().encode_utf8(&mut buffer))
    }
}

impl<'de> Deserialize<'de> for Rank {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Rank, D::Error> {
        let code = String::deserialize(deserializer)?;
        let mut letters = code.chars();
        match (letters.next(), letters.next()) {
            (Some(letter), None) => Rank::from_letter(letter),
            _ => None,
        }
        .ok_or_else(|| serde::de::Error::custom(format!("'{code}' is not a rank code")))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut buffer = [0u8; 2];
        let code = [self.rank.letter(), self.suit.letter()];
        buffer[0] = code[0] as u8;
        buffer[1] = code[1] as u8;
        serializer.serialize_str(std::str::from_utf8(&buffer).unwrap_or("??"))
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let code = String::deserialize(deserializer)?;
        code.parse().map_err(serde::de::Error::custom)
    }
}

/// Up to `N` cards held inline, so hands and action lists cost no heap allocation.
/// Serialised as a plain list of card codes; equality and hashing go by content.
#[derive(Clone, Copy)]
pub struct CardList<const N: usize> {
    len: u8,
    /// Unused slots always hold [`CardList::FILLER`], so derived hashing is by content.
    cards: [Card; N],
}

impl<const N: usize> CardList<N> {
    /// What unused slots hold.
    pub const FILLER: Card = Card::new(Rank::TWO, Suit::Clubs);

    pub const EMPTY: CardList<N> = CardList {
        len: 0,
        cards: [Self::FILLER; N],
    };

    /// The first `N` cards of `cards`.
    pub fn new(cards: &[Card]) -> CardList<N> {
        let mut list = Self::EMPTY;
        for &card in cards.iter().take(N) {
            list.push(card);
        }
        list
    }

    /// The cards as a list, or None when there are more than `N`.
    pub fn from_slice(cards: &[Card]) -> Option<CardList<N>> {
        (cards.len() <= N).then(|| Self::new(cards))
    }

    pub fn as_slice(&self) -> &[Card] {
        &self.cards[..usize::from(self.len).min(N)]
    }

    pub fn len(&self) -> usize {
        self.as_slice().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn contains(&self, card: Card) -> bool {
        self.as_slice().contains(&card)
    }

    /// The cards by value, in order.
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        self.as_slice().iter().copied()
    }

    /// Adds a card; a full list stays unchanged and answers false.
    pub fn push(&mut self, card: Card) -> bool {
        match self.cards.get_mut(usize::from(self.len)) {
            Some(slot) => {
                *slot = card;
                self.len += 1;
                true
            }
            None => false,
        }
    }

    /// Removes one copy of the card, keeping the order of the rest; false if absent.
    pub fn remove(&mut self, card: Card) -> bool {
        let len = self.as_slice().len();
        match self.as_slice().iter().position(|&c| c == card) {
            Some(at) => {
                self.cards.copy_within(at + 1..len, at);
                self.len -= 1;
                self.cards[len - 1] = Self::FILLER;
                true
            }
            None => false,
        }
    }

    pub fn clear(&mut self) {
        *self = Self::EMPTY;
    }

    pub fn sort(&mut self) {
        let len = self.as_slice().len();
        self.cards[..len].sort_unstable();
    }

    /// The cards as codes separated by spaces ("AS TD").
    pub fn codes(&self) -> String {
        self.iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl<const N: usize> std::ops::Deref for CardList<N> {
    type Target = [Card];

    fn deref(&self) -> &[Card] {
        self.as_slice()
    }
}

impl<const N: usize> PartialEq for CardList<N> {
    fn eq(&self, other: &CardList<N>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<const N: usize> Eq for CardList<N> {}

impl<const N: usize> std::hash::Hash for CardList<N> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl<const N: usize> fmt::Debug for CardList<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<const N: usize> Serialize for CardList<N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.as_slice())
    }
}

impl<'de, const N: usize> Deserialize<'de> for CardList<N> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CardList<N>, D::Error> {
        let cards = Vec::<Card>::deserialize(deserializer)?;
        CardList::from_slice(&cards).ok_or_else(|| {
            serde::de::Error::custom(format!("at most {N} cards fit here, not {}", cards.len()))
        })
    }
}

/// Parses a list of card codes, naming the first bad one.
pub fn parse_cards<S: AsRef<str>>(codes: &[S]) -> Result<Vec<Card>, BadCardCode> {
    codes.iter().map(|code| code.as_ref().parse()).collect()
}

/// Every card from `low` up to the ace in each suit, suit by suit.
pub fn pack_from(low: Rank) -> Vec<Card> {
    Suit::ALL
        .into_iter()
        .flat_map(|suit| Rank::from_up(low).map(move |rank| Card::new(rank, suit)))
        .collect()
}

/// The standard 52-card pack.
pub fn standard_pack() -> Vec<Card> {
    pack_from(Rank::TWO)
}

/// `copies` standard packs together (104 cards for two).
pub fn packs(copies: usize) -> Vec<Card> {
    let one = standard_pack();
    (0..copies).flat_map(|_| one.iter().copied()).collect()
}

/// Sorted copy of a multiset of cards, for comparing packs regardless of order.
pub fn sorted(cards: &[Card]) -> Vec<Card> {
    let mut cards = cards.to_vec();
    cards.sort_unstable();
    cards
}

/// `cards` in the order they lie in `hand`, the order in which games list the actions that
/// take several cards; None unless every card is in the hand, once.
pub fn in_hand_order(cards: &[Card], hand: &[Card]) -> Option<Vec<Card>> {
    let mut positions = cards
        .iter()
        .map(|card| hand.iter().position(|held| held == card))
        .collect::<Option<Vec<usize>>>()?;
    positions.sort_unstable();
    if positions.windows(2).any(|pair| pair[0] == pair[1]) {
        return None;
    }
    Some(positions.into_iter().map(|at| hand[at]).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_codes_round_trip_for_every_card() {
        for card in standard_pack() {
            assert_eq!(card.code().parse::<Card>().unwrap(), card);
            let json = serde_json::to_string(&card).unwrap();
            assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), card);
        }
    }

    #[test]
    fn card_codes_accept_ten_as_10_and_lower_case() {
        assert_eq!(
            "10d".parse::<Card>().unwrap(),
            "TD".parse::<Card>().unwrap()
        );
        assert_eq!("as".parse::<Card>().unwrap().rank, Rank::ACE);
    }

    #[test]
    fn bad_card_codes_are_refused() {
        for bad in ["", "A", "1S", "AX", "ASS", "11C", "♠A", "🂡"] {
            assert!(bad.parse::<Card>().is_err(), "{bad} was accepted");
        }
    }

    #[test]
    fn packs_have_the_right_sizes() {
        assert_eq!(standard_pack().len(), 52);
        assert_eq!(packs(2).len(), 104);
        assert_eq!(pack_from(Rank::NINE).len(), 24);
        assert_eq!(pack_from(Rank::SEVEN).len(), 32);
        assert_eq!(pack_from(Rank::SIX).len(), 36);
    }

    #[test]
    fn card_lists_keep_order_compare_by_content_and_refuse_overflow() {
        let cards = parse_cards(&["AS", "TD", "7C"]).unwrap();
        let mut list = CardList::<3>::from_slice(&cards).unwrap();
        assert!(CardList::<2>::from_slice(&cards).is_none());
        assert!(!list.push(cards[0]), "a full list takes no more");
        assert!(list.remove(cards[1]));
        assert_eq!(list.as_slice(), &[cards[0], cards[2]]);
        assert_eq!(list, CardList::<3>::new(&[cards[0], cards[2]]));
        let json = serde_json::to_string(&list).unwrap();
        assert_eq!(json, r#"["AS","7C"]"#);
        assert_eq!(serde_json::from_str::<CardList<3>>(&json).unwrap(), list);
        assert!(serde_json::from_str::<CardList<1>>(&json).is_err());
    }
}
