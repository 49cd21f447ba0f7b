//! "Challenge", the two-player score-sheet game of suit poker: hands are made by suits only.

mod bot;
mod coach;
mod hands;
mod lesson;
mod play;
mod refusal;
mod search;
#[cfg(test)]
mod tests;
mod value;
mod words;

pub use hands::{best_hand, card_points, five_card_total, forms, hand_points};
pub use refusal::Refusal;
pub use words::Note;

use crate::cards::{self, Card};
use crate::game::{Audience, Deal, Event, Game, Level, Outcome, Seat, Zone};
use crate::info::{Chart, GameInfo};
use crate::options::{self, OptionSpec};
use crate::refusal::SharedRefusal;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

/// A row of the score sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Row {
    Pair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    FullHouse,
    FourOfAKind,
    FiveOfAKind,
    TotalHand,
    Challenge,
}

impl Row {
    pub const ALL: [Row; 9] = [
        Row::Pair,
        Row::TwoPair,
        Row::ThreeOfAKind,
        Row::Straight,
        Row::FullHouse,
        Row::FourOfAKind,
        Row::FiveOfAKind,
        Row::TotalHand,
        Row::Challenge,
    ];
    /// The eight rows a player must fill.
    pub const REQUIRED: [Row; 8] = [
        Row::Pair,
        Row::TwoPair,
        Row::ThreeOfAKind,
        Row::Straight,
        Row::FullHouse,
        Row::FourOfAKind,
        Row::FiveOfAKind,
        Row::TotalHand,
    ];
    /// The seven hands made by a suit pattern, lowest rank first.
    pub const HANDS: [Row; 7] = [
        Row::Pair,
        Row::TwoPair,
        Row::ThreeOfAKind,
        Row::Straight,
        Row::FullHouse,
        Row::FourOfAKind,
        Row::FiveOfAKind,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// Hand rank: 1 Pair = 1 … 5 of a Kind = 7, Total Hand = 8.
    pub fn rank(self) -> u8 {
        match self {
            Row::Challenge => 0,
            other => other as u8 + 1,
        }
    }

    /// The row's id as in saves and `Scored` events.
    pub fn id(self) -> &'static str {
        match self {
            Row::Pair => "pair",
            Row::TwoPair => "two_pair",
            Row::ThreeOfAKind => "three_of_a_kind",
            Row::Straight => "straight",
            Row::FullHouse => "full_house",
            Row::FourOfAKind => "four_of_a_kind",
            Row::FiveOfAKind => "five_of_a_kind",
            Row::TotalHand => "total_hand",
            Row::Challenge => "challenge",
        }
    }
}

/// One player's score sheet, indexed by [`Row::index`]; None is an empty row.
pub type Sheet = [Option<i64>; 9];

fn sheet_total(sheet: &Sheet) -> i64 {
    sheet
        .iter()
        .flatten()
        .fold(0i64, |sum, &v| sum.saturating_add(v))
}

fn sheet_full(sheet: &Sheet) -> bool {
    Row::REQUIRED.iter().all(|row| sheet[row.index()].is_some())
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// The first round's dealer; the non-dealer acts first.
    pub dealer: Seat,
    /// The score sheets the game starts from, by seat: a game begun part-way, as a lesson
    /// is. None starts both blank, as every ordinary game does (and as the setup screen
    /// always does).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sheets: Option<[Sheet; 2]>,
}

/// The most a filled row of a sheet to start from may hold: five cards total at most 54
/// (four Aces and a ten-card), and the Challenge row adds such totals up.
const MOST_AT_START: i64 = 54 * 8;

/// Whether `sheets` can start a game: every number at least 0 and within reach, and neither
/// sheet full (a full sheet belongs to the endgame, which is reached by play).
fn check_sheets_at_start(sheets: &[Sheet; 2]) -> Result<(), Refusal> {
    let believable = sheets
        .iter()
        .flatten()
        .flatten()
        .all(|points| (0..=MOST_AT_START).contains(points));
    if believable && !sheets.iter().any(sheet_full) {
        Ok(())
    } else {
        Err(Refusal::SheetsAtStart)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Call a hand your cards form (or Total Hand on your own turn): both hands are shown.
    Call { hand: Row },
    /// Discard these cards (possibly none) and draw as many.
    Discard { cards: CardList },
    /// Decline the one chance to call right after the deal.
    Pass,
    /// End the turn after drawing without calling.
    EndTurn,
    /// Let the other player's call be shown and settled.
    Accept,
    /// Answer the other player's call with Total Hand, overriding it.
    TotalHand,
    /// Challenge one of your empty rows (endgame).
    Challenge { row: Row },
    /// Stop: the game ends (endgame).
    Quit,
}

/// A hand or a discard: at most five cards, held inline so listing the 32 possible discards
/// allocates nothing.
pub type CardList = cards::CardList<5>;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Right after the deal: `seat` may call or pass (non-dealer first, then dealer).
    Opening {
        seat: Seat,
    },
    /// `seat` may call or discard and draw.
    Turn {
        seat: Seat,
    },
    /// `seat` has drawn and may call or end the turn.
    AfterDraw {
        seat: Seat,
    },
    /// `seat` answers `caller`'s call of `hand`: accept or override with Total Hand.
    Respond {
        seat: Seat,
        caller: Seat,
        hand: Row,
    },
    /// `seat` chooses an empty row to challenge, or quits.
    ChallengeChoice {
        seat: Seat,
    },
    GameOver,
}

impl Phase {
    fn seat(&self) -> Option<Seat> {
        match *self {
            Phase::Opening { seat }
            | Phase::Turn { seat }
            | Phase::AfterDraw { seat }
            | Phase::Respond { seat, .. }
            | Phase::ChallengeChoice { seat } => Some(seat),
            Phase::GameOver => None,
        }
    }

    fn is_play(&self) -> bool {
        matches!(
            self,
            Phase::Opening { .. } | Phase::Turn { .. } | Phase::AfterDraw { .. }
        )
    }
}

/// The challenge being played out in this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChallengeRound {
    pub challenger: Seat,
    pub row: Row,
}

/// The last call's showdown, public to both players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Showdown {
    pub caller: Seat,
    pub call: Row,
    /// The seat that overrode the call with Total Hand, if any.
    pub total_hand_by: Option<Seat>,
    /// Both hands as shown, by seat.
    pub hands: [CardList; 2],
    /// How the call was settled.
    pub result: Note,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SuitChallenge {
    options: Options,
    rng: GameRng,
    /// Face-down stock; the last card is the top.
    stock: Vec<Card>,
    discards: Vec<Card>,
    /// Hands, each kept sorted by suit then rank.
    hands: Vec<Vec<Card>>,
    sheets: Vec<Sheet>,
    dealer: Seat,
    round: u32,
    /// Turns begun with a draw decision this round, both players together.
    turns: u32,
    /// How many cards each seat drew last this round (public: the draw is seen).
    draws: Vec<Option<u8>>,
    challenge: Option<ChallengeRound>,
    phase: Phase,
    last_showdown: Option<Showdown>,
    #[serde(
        default,
        serialize_with = "crate::tagged::serialize_outcome::<SuitChallenge, _>",
        deserialize_with = "crate::tagged::deserialize_outcome::<SuitChallenge, _>"
    )]
    outcome: Option<Outcome<Note>>,
}

/// What one seat sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub seat: Seat,
    /// A spectator's view: `seat` is only the chair the table is seen from, and the view
    /// holds nothing that any seat may not see (see `Rules::watch_view`).
    #[serde(default)]
    pub watching: bool,
    pub hand: Vec<Card>,
    pub opponent_cards: usize,
    pub stock: usize,
    pub discards: usize,
    pub sheets: Vec<Sheet>,
    pub totals: Vec<i64>,
    pub dealer: Seat,
    pub round: u32,
    pub turns: u32,
    pub draws: Vec<Option<u8>>,
    pub challenge: Option<ChallengeRound>,
    pub phase: Phase,
    pub to_act: Option<Seat>,
    /// This seat's legal actions when it is to act, else empty.
    pub legal: Vec<Action>,
    pub last_showdown: Option<Showdown>,
    #[serde(
        default,
        serialize_with = "crate::tagged::serialize_outcome::<SuitChallenge, _>",
        deserialize_with = "crate::tagged::deserialize_outcome::<SuitChallenge, _>"
    )]
    pub outcome: Option<Outcome<Note>>,
}

fn hand_key(card: &Card) -> (usize, u8) {
    (card.suit.index(), card.rank.value())
}

fn other(seat: Seat) -> Seat {
    1 - seat.min(1)
}

/// The options a setup screen offers at `seats` seats, in order.
fn option_specs(seats: usize) -> Vec<OptionSpec> {
    vec![options::dealer_spec(
        seats,
        "suit_challenge-option-dealer-help",
    )]
}

/// The correction the review's chance to win goes through (see
/// [`crate::calibration`]), fitted on self-played games between two normal players by
/// `CHALLENGE_CALIBRATION_FIT=1 cargo bench -p challenge-rules --bench calibration -- GAME`.
/// None: over 800 games dealt from seeds it never saw, the search's own chances lie within 5
/// points of what happened in every bin but 80–90 % (5.3 low), and a correction fitted on 800
/// other games did worse there (two bins off by 6), so the chances go as the search reckons them.
const CHANCE_CALIBRATION: &[crate::calibration::Knot] = &[];

impl Game for SuitChallenge {
    type Options = Options;
    type Action = Action;
    type View = View;
    type Note = Note;
    type Refusal = Refusal;

    const INFO: GameInfo = GameInfo {
        id: "suit_challenge",
        seats: 2..=2,
        options: option_specs,
        share_code: 1,
        keeps_score: true,
        chart: Chart::ROUNDS_OF_POINTS,
        grade_step: crate::grading::WIN_CHANCE_STEP,
        calibration: CHANCE_CALIBRATION,
        chance_worlds: 0,
    };

    fn new_game(options: &Options, seats: usize, deal: Deal) -> Result<Self, Refusal> {
        if seats != 2 {
            return Err(SharedRefusal::seats(&Self::INFO, seats).into());
        }
        if options.dealer >= seats {
            return Err(SharedRefusal::Dealer { seats }.into());
        }
        if let Some(sheets) = &options.sheets {
            check_sheets_at_start(sheets)?;
        }
        let mut rng = GameRng::seeded(deal.seed);
        let pack = cards::standard_pack();
        let mut order = match deal.stacked {
            Some(stacked) => {
                crate::deal::check_stacked_pack(&stacked, &pack)?;
                stacked
            }
            None => {
                let mut pack = pack;
                rng.shuffle(&mut pack);
                pack
            }
        };
        order.reverse();
        let mut state = SuitChallenge {
            options: options.clone(),
            rng,
            stock: order,
            discards: Vec::new(),
            hands: vec![Vec::with_capacity(5), Vec::with_capacity(5)],
            sheets: options
                .sheets
                .map_or_else(|| vec![[None; 9]; 2], |sheets| sheets.to_vec()),
            dealer: options.dealer,
            round: 1,
            turns: 0,
            draws: vec![None; 2],
            challenge: None,
            phase: Phase::GameOver,
            last_showdown: None,
            outcome: None,
        };
        state.deal_hands(&mut Vec::new());
        Ok(state)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Seat> {
        self.phase.seat()
    }

    fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::with_capacity(if matches!(self.phase, Phase::Turn { .. }) {
            36
        } else {
            4
        });
        match self.phase {
            Phase::Opening { seat } => {
                self.push_calls(seat, &mut out);
                out.push(Action::Pass);
            }
            Phase::Turn { seat } => {
                self.push_calls(seat, &mut out);
                let hand = self.hand(seat);
                let mut slots = [CardList::FILLER; 5];
                for (slot, &card) in slots.iter_mut().zip(hand) {
                    *slot = card;
                }
                for mask in 0u32..(1 << hand.len().min(5)) {
                    let mut cards = CardList::EMPTY;
                    let mut bits = mask;
                    while bits != 0 {
                        cards.push(slots[bits.trailing_zeros() as usize]);
                        bits &= bits - 1;
                    }
                    out.push(Action::Discard { cards });
                }
            }
            Phase::AfterDraw { seat } => {
                self.push_calls(seat, &mut out);
                out.push(Action::EndTurn);
            }
            Phase::Respond { seat, .. } => {
                out.push(Action::Accept);
                if self.can_override(seat) {
                    out.push(Action::TotalHand);
                }
            }
            Phase::ChallengeChoice { seat } => {
                for row in Row::REQUIRED {
                    if self.row_empty(seat, row) {
                        out.push(Action::Challenge { row });
                    }
                }
                out.push(Action::Quit);
            }
            Phase::GameOver => {}
        }
        out
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event<Note>>, Refusal> {
        self.check(action)?;
        let Some(seat) = self.phase.seat() else {
            return Err(SharedRefusal::GameOver.into());
        };
        let mut events = Vec::with_capacity(8);
        match action {
            Action::Call { hand } => {
                Self::announce(&mut events, seat, Note::Calls { hand: *hand });
                let responder = other(seat);
                if self.challenge.is_none()
                    && *hand != Row::TotalHand
                    && self.can_override(responder)
                {
                    self.set_turn(
                        Phase::Respond {
                            seat: responder,
                            caller: seat,
                            hand: *hand,
                        },
                        &mut events,
                    );
                } else {
                    self.settle(seat, *hand, None, &mut events);
                }
            }
            Action::Discard { cards } => {
                for card in cards.iter() {
                    if let Some(hand) = self.hands.get_mut(seat)
                        && let Some(at) = hand.iter().position(|&c| c == card)
                    {
                        hand.remove(at);
                        self.discards.push(card);
                        events.push(Event::CardMoved {
                            card: Some(card),
                            from: Zone::Hand { seat },
                            to: Zone::Discard,
                            face_up: false,
                            seen_by: Audience::only(seat),
                        });
                    }
                }
                for _ in 0..cards.len() {
                    self.draw_one(seat, &mut events);
                }
                if let Some(hand) = self.hands.get_mut(seat) {
                    hand.sort_unstable_by_key(hand_key);
                }
                // A discard holds at most five cards.
                let count = cards.len() as u8;
                let note = if count == 0 {
                    Note::StandsPat
                } else {
                    Note::Draws { count }
                };
                Self::announce(&mut events, seat, note);
                if let Some(slot) = self.draws.get_mut(seat) {
                    *slot = Some(count);
                }
                self.turns = self.turns.saturating_add(1);
                self.phase = Phase::AfterDraw { seat };
            }
            Action::Pass => {
                Self::announce(&mut events, seat, Note::Passes);
                let next = if seat == self.dealer {
                    Phase::Turn {
                        seat: other(self.dealer),
                    }
                } else {
                    Phase::Opening { seat: self.dealer }
                };
                self.set_turn(next, &mut events);
            }
            Action::EndTurn => {
                Self::announce(&mut events, seat, Note::EndsTurn);
                self.set_turn(Phase::Turn { seat: other(seat) }, &mut events);
            }
            Action::Accept => {
                Self::announce(&mut events, seat, Note::Accepts);
                if let Phase::Respond { caller, hand, .. } = self.phase {
                    self.settle(caller, hand, None, &mut events);
                }
            }
            Action::TotalHand => {
                Self::announce(&mut events, seat, Note::AnswersTotalHand);
                if let Phase::Respond { caller, hand, .. } = self.phase {
                    self.settle(caller, hand, Some(seat), &mut events);
                }
            }
            Action::Challenge { row } => {
                Self::announce(&mut events, seat, Note::Challenges { row: *row });
                self.challenge = Some(ChallengeRound {
                    challenger: seat,
                    row: *row,
                });
                self.deal_round(&mut events);
            }
            Action::Quit => {
                Self::announce(&mut events, seat, Note::Quits);
                self.end_game(&mut events);
            }
        }
        Ok(events)
    }

    fn view(&self, seat: Seat) -> View {
        let to_act = self.to_act();
        View {
            seat,
            watching: false,
            hand: self.hand(seat).to_vec(),
            opponent_cards: self.hand(other(seat)).len(),
            stock: self.stock.len(),
            discards: self.discards.len(),
            sheets: self.sheets.clone(),
            totals: self.sheets.iter().map(sheet_total).collect(),
            dealer: self.dealer,
            round: self.round,
            turns: self.turns,
            draws: self.draws.clone(),
            challenge: self.challenge,
            phase: self.phase.clone(),
            to_act,
            legal: if to_act == Some(seat) {
                self.legal_actions()
            } else {
                Vec::new()
            },
            last_showdown: self.last_showdown.clone(),
            outcome: self.outcome.clone(),
        }
    }

    fn watch_view(&self) -> View {
        // Seat 0's view less its hand and actions; both hands always hold five cards.
        let mut view = self.view(0);
        view.watching = true;
        view.hand.clear();
        view.legal.clear();
        view
    }

    fn outcome(&self) -> Option<Outcome<Note>> {
        self.outcome.clone()
    }

    fn validate(&self) -> Result<(), Refusal> {
        let bad = |why: &str| Err(SharedRefusal::damaged(why).into());
        if self.hands.len() != 2 || self.sheets.len() != 2 || self.draws.len() != 2 {
            return bad("there must be exactly two hands, score sheets and draw counts");
        }
        if self.dealer > 1 || self.options.dealer > 1 {
            return bad("the dealer must be seat 0 or 1");
        }
        if cards::sorted(&self.all_cards()) != cards::sorted(&cards::standard_pack()) {
            return bad("the cards are not exactly one 52-card pack");
        }
        if self.hands.iter().any(|h| h.len() != 5) {
            return bad("each hand must hold five cards");
        }
        if self.draws.iter().flatten().any(|&n| n > 5) {
            return bad("a draw count is above five");
        }
        if self.sheets.iter().flatten().flatten().any(|&v| v < 0) {
            return bad("a score is negative");
        }
        if let Some(show) = &self.last_showdown
            && (show.caller > 1 || show.total_hand_by.is_some_and(|s| s > 1))
        {
            return bad("the last showdown names a seat that does not exist");
        }
        let full = [sheet_full(&self.sheets[0]), sheet_full(&self.sheets[1])];
        if let Some(ch) = self.challenge {
            if ch.challenger > 1
                || !Row::REQUIRED.contains(&ch.row)
                || self.sheets[ch.challenger][ch.row.index()].is_some()
                || !full[other(ch.challenger)]
            {
                return bad("the challenge round does not match the score sheets");
            }
            if !self.phase.is_play() {
                return bad("a challenge round is recorded outside play");
            }
        }
        match self.phase {
            Phase::Opening { seat } | Phase::Turn { seat } | Phase::AfterDraw { seat } => {
                if seat > 1 {
                    return bad("the seat to act does not exist");
                }
                if self.challenge.is_none() && (full[0] || full[1]) {
                    return bad("a normal round is under way after a sheet was filled");
                }
            }
            Phase::Respond { seat, caller, hand } => {
                if seat > 1 || caller != other(seat) {
                    return bad("the answering seat must be the caller's opponent");
                }
                if !Row::HANDS.contains(&hand) || !self.can_override(seat) || full[0] || full[1] {
                    return bad("the call awaiting an answer is not possible");
                }
            }
            Phase::ChallengeChoice { seat } => {
                if seat > 1 || full[seat] || !full[other(seat)] {
                    return bad("the challenge choice does not match the score sheets");
                }
            }
            Phase::GameOver => {
                if self.outcome.as_ref().is_none_or(|o| o.scores.len() != 2) {
                    return bad("a finished game needs its outcome");
                }
            }
        }
        if self.phase != Phase::GameOver && self.outcome.is_some() {
            return bad("an outcome is recorded while the game goes on");
        }
        Ok(())
    }

    fn all_cards(&self) -> Vec<Card> {
        let mut all = Vec::with_capacity(52);
        all.extend_from_slice(&self.stock);
        all.extend_from_slice(&self.discards);
        for hand in &self.hands {
            all.extend_from_slice(hand);
        }
        all
    }

    fn shuffle_hidden(&mut self, seat: Seat, rng: &mut GameRng) {
        // Later shuffles are as unknown to the seat as the hidden cards.
        self.rng = rng.fork();
        // After a showdown the opponent's hand has been shown to everyone, so it stays put.
        let opponent_hidden = self.phase.is_play() || matches!(self.phase, Phase::Respond { .. });
        let opponent = other(seat);
        let mut pool: Vec<Card> = Vec::with_capacity(52);
        pool.extend_from_slice(&self.stock);
        pool.extend_from_slice(&self.discards);
        if opponent_hidden {
            pool.extend_from_slice(self.hand(opponent));
        }
        rng.shuffle(&mut pool);
        let mut rest = pool.into_iter();
        for slot in self.stock.iter_mut().chain(self.discards.iter_mut()) {
            if let Some(card) = rest.next() {
                *slot = card;
            }
        }
        if opponent_hidden && let Some(hand) = self.hands.get_mut(opponent) {
            for slot in hand.iter_mut() {
                if let Some(card) = rest.next() {
                    *slot = card;
                }
            }
            hand.sort_unstable_by_key(hand_key);
        }
    }

    fn bot_action(view: &View, legal: &[Action], level: Level, rng: &mut GameRng) -> Action {
        bot::choose(view, legal, level, rng)
    }

    /// The hard player's move, with what its search found: the chance to win the game it
    /// reckons the move leaves, and the best other move's, on the same deals.
    fn advise(view: &View, legal: &[Action], rng: &mut GameRng) -> crate::coach::Advice<Action> {
        coach::advise(view, legal, rng)
    }

    fn assess(
        view: &View,
        legal: &[Action],
        played: &Action,
        rng: &mut GameRng,
    ) -> Option<crate::assessment::Assessment<Action>> {
        search::assess(view, legal, played, rng)
    }

    fn lesson() -> Option<crate::guide::Lesson<SuitChallenge, Options, Action>> {
        Some(lesson::lesson())
    }

    fn canonical_action(&self, action: &Action) -> Action {
        match (&self.phase, action) {
            (Phase::Turn { seat }, Action::Discard { cards }) => {
                match cards::in_hand_order(cards, self.hand(*seat)) {
                    Some(cards) => Action::Discard {
                        cards: CardList::new(&cards),
                    },
                    None => action.clone(),
                }
            }
            _ => action.clone(),
        }
    }
}
