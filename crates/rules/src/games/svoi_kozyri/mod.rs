//! Svoi Kozyri ("one's own trumps"): two players hold equivalent open hands, each with a trump
//! suit of their own, and race to play out their last card onto a shared pile.

mod bot;
mod hard;
mod lesson;
mod refusal;
pub mod solver;
#[cfg(test)]
mod tests;
mod words;

pub use refusal::Refusal;
pub use solver::{Verdict, best_play};
pub use words::Note;

use crate::cards::{self, Card, Rank, Suit};
use crate::game::{Audience, Deal, Event, Game, Level, Outcome, Seat, Zone};
use crate::info::{Chart, GameInfo};
use crate::options::{self, OptionSpec};
use crate::refusal::SharedRefusal;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};
use serde_json::json;

/// Table options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// 24 (9 to A), 32 (7 to A) or 36 (6 to A) cards.
    pub pack: u8,
    /// Turns after which the game is a draw.
    pub move_cap: u32,
    /// The seat that deals (and so chooses suits first).
    pub dealer: Seat,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            pack: 32,
            move_cap: 400,
            dealer: 0,
        }
    }
}

impl Options {
    fn lowest_rank(&self) -> Result<Rank, Refusal> {
        match self.pack {
            24 => Ok(Rank::NINE),
            32 => Ok(Rank::SEVEN),
            36 => Ok(Rank::SIX),
            other => Err(Refusal::Pack { pack: other }),
        }
    }

    fn check(&self) -> Result<Rank, Refusal> {
        let low = self.lowest_rank()?;
        if self.move_cap == 0 {
            return Err(Refusal::MoveCap);
        }
        if self.dealer >= 2 {
            return Err(SharedRefusal::Dealer { seats: 2 }.into());
        }
        Ok(low)
    }

    fn full_pack(&self) -> Result<Vec<Card>, Refusal> {
        Ok(cards::pack_from(self.check()?))
    }
}

/// One play. JSON: `{"action":"choose_suits","trump":"spades","second":"diamonds"}`,
/// `{"action":"choose_trump","suit":"hearts"}`, `{"action":"lead","card":"AS"}`,
/// `{"action":"beat","card":"KS"}`, `{"action":"pick_up"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// The dealer names their trump and second suit.
    ChooseSuits { trump: Suit, second: Suit },
    /// The other player says which of the two suits left is their trump.
    ChooseTrump { suit: Suit },
    /// Lay a card on top: a new pile, or the second card after a beat.
    Lead { card: Card },
    /// Beat the top card of the pile.
    Beat { card: Card },
    /// Take the whole pile into your hand.
    PickUp,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The dealer chooses their trump and second suit.
    ChooseSuits,
    /// The other player chooses their trump from the two suits left.
    ChooseTrump,
    /// The player to act starts a new pile.
    Lead,
    /// The player to act beats the top card or picks up the pile.
    Respond,
    /// The player who just beat lays any second card on top.
    SecondCard,
    /// The game is over.
    Over,
}

/// What one seat sees. All cards are face up once dealt, so both hands are shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub seat: Seat,
    /// A spectator's view: `seat` is only the chair the table is seen from, and the view
    /// holds nothing that any seat may not see (see `Rules::watch_view`).
    #[serde(default)]
    pub watching: bool,
    pub phase: Phase,
    pub to_act: Option<Seat>,
    pub dealer: Seat,
    pub pack: u8,
    /// Each seat's own trump suit, once chosen.
    pub trump: [Option<Suit>; 2],
    /// Each seat's second suit, once chosen.
    pub second: [Option<Suit>; 2],
    /// Both hands, each sorted for its holder (trumps first).
    pub hands: [Vec<Card>; 2],
    /// The dealer's draw, shown to the dealer alone until the deal.
    pub draw: Vec<Card>,
    /// Cards not yet dealt.
    pub stock_count: usize,
    /// The pile, bottom card first.
    pub pile: Vec<Card>,
    pub top: Option<Card>,
    pub plies: u32,
    pub move_cap: u32,
    pub winner: Option<Seat>,
    /// This seat's legal actions when it is to act.
    pub legal: Vec<Action>,
}

/// A game of Svoi Kozyri in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SvoiKozyri {
    options: Options,
    rng: GameRng,
    phase: Phase,
    turn: Seat,
    /// The undealt pack, top card first; its first half is the dealer's draw.
    stock: Vec<Card>,
    trump: [Option<Suit>; 2],
    second: [Option<Suit>; 2],
    hands: [Vec<Card>; 2],
    /// Bottom card first.
    pile: Vec<Card>,
    plies: u32,
    winner: Option<Seat>,
}

/// Whether `card` beats `top` for a player whose own trump suit is `trump`.
pub fn beats(top: Card, card: Card, trump: Suit) -> bool {
    if top.suit == trump {
        card.suit == trump && card.rank > top.rank
    } else {
        card.suit == trump || (card.suit == top.suit && card.rank > top.rank)
    }
}

impl SvoiKozyri {
    fn dealer(&self) -> Seat {
        self.options.dealer
    }

    /// The two suits neither named by the dealer, in suit order.
    fn remaining_suits(&self) -> Option<[Suit; 2]> {
        let dealer = self.dealer();
        let (trump, second) = (self.trump[dealer]?, self.second[dealer]?);
        let mut left = Suit::ALL
            .into_iter()
            .filter(|s| *s != trump && *s != second);
        Some([left.next()?, left.next()?])
    }

    /// Sort key for `seat`'s hand: own trumps, own second suit, then the other player's
    /// trump and second suit; high ranks first within a suit.
    fn sort_key(&self, seat: Seat, card: Card) -> u8 {
        self.suit_order(seat)[card.suit.index()] * 16 + (15 - card.rank.value())
    }

    /// Where each suit (by index) comes in `seat`'s sorted hand.
    fn suit_order(&self, seat: Seat) -> [u8; 4] {
        let other = 1 - seat;
        let roles = [
            self.trump[seat],
            self.second[seat],
            self.trump[other],
            self.second[other],
        ];
        Suit::ALL.map(|suit| {
            roles
                .iter()
                .position(|s| *s == Some(suit))
                .unwrap_or(suit.index()) as u8
        })
    }

    fn sort_hand(&mut self, seat: Seat) {
        let order = self.suit_order(seat);
        self.hands[seat]
            .sort_unstable_by_key(|c| order[c.suit.index()] * 16 + (15 - c.rank.value()));
    }

    fn hand_is_sorted(&self, seat: Seat) -> bool {
        self.hands[seat]
            .windows(2)
            .all(|w| self.sort_key(seat, w[0]) < self.sort_key(seat, w[1]))
    }

    fn half(&self) -> usize {
        self.stock.len() / 2
    }

    /// Who gets each card of the stock, given both players' suits, following the mirror deal.
    fn owner_at_deal(&self, card: Card) -> Seat {
        let dealer = self.dealer();
        let other = 1 - dealer;
        let in_draw = |c: Card| self.stock[..self.half()].contains(&c);
        let pairs = [
            (self.trump[dealer], self.trump[other]),
            (self.second[dealer], self.second[other]),
        ];
        for (mine, theirs) in pairs {
            let (Some(mine), Some(theirs)) = (mine, theirs) else {
                continue;
            };
            if card.suit == mine {
                return if in_draw(card) { dealer } else { other };
            }
            if card.suit == theirs {
                return if in_draw(Card::new(card.rank, mine)) {
                    other
                } else {
                    dealer
                };
            }
        }
        dealer
    }

    fn deal(&mut self, events: &mut Vec<Event<Note>>) {
        let stock = std::mem::take(&mut self.stock);
        self.stock = stock.clone();
        let owners: Vec<Seat> = stock.iter().map(|c| self.owner_at_deal(*c)).collect();
        self.stock.clear();
        for (card, owner) in stock.into_iter().zip(owners) {
            self.hands[owner].push(card);
            events.push(Event::CardMoved {
                card: Some(card),
                from: Zone::Stock,
                to: Zone::Hand { seat: owner },
                face_up: true,
                seen_by: Audience::Everyone,
            });
        }
        self.sort_hand(0);
        self.sort_hand(1);
    }

    fn check_action(&self, action: &Action) -> Result<(), Refusal> {
        let seat = self.turn;
        let holds = |card: Card| -> Result<(), Refusal> {
            if self.hands[seat].contains(&card) {
                Ok(())
            } else {
                Err(Refusal::NotHeld { card })
            }
        };
        match (self.phase, action) {
            (Phase::Over, _) => Err(SharedRefusal::GameOver.into()),
            (Phase::ChooseSuits, Action::ChooseSuits { trump, second }) => {
                if trump == second {
                    Err(Refusal::SameSuits)
                } else {
                    Ok(())
                }
            }
            (Phase::ChooseSuits, _) => Err(Refusal::ChooseSuitsFirst),
            (Phase::ChooseTrump, Action::ChooseTrump { suit }) => {
                if self
                    .remaining_suits()
                    .is_some_and(|left| left.contains(suit))
                {
                    Ok(())
                } else {
                    Err(Refusal::DealersSuit { suit: *suit })
                }
            }
            (Phase::ChooseTrump, _) => Err(Refusal::ChooseTrump),
            (Phase::Lead | Phase::SecondCard, Action::Lead { card }) => holds(*card),
            (Phase::Lead, _) => Err(Refusal::Lead),
            (Phase::SecondCard, _) => Err(Refusal::SecondCard),
            (Phase::Respond, Action::PickUp) => Ok(()),
            (Phase::Respond, Action::Beat { card }) => {
                holds(*card)?;
                let top = self.pile.last().copied();
                match (top, self.trump[seat]) {
                    (Some(top), Some(trump)) if beats(top, *card, trump) => Ok(()),
                    (Some(top), Some(trump)) if top.suit == trump => Err(Refusal::OwnTrump { top }),
                    (Some(top), Some(trump)) => Err(Refusal::NoBeat {
                        card: *card,
                        top,
                        trump,
                    }),
                    // Validation keeps a pile and both trumps in every Respond phase.
                    _ => Err(SharedRefusal::damaged("there is no card to beat").into()),
                }
            }
            (Phase::Respond, _) => Err(Refusal::BeatOrPickUp),
        }
    }

    fn take_from_hand(&mut self, seat: Seat, card: Card) {
        if let Some(at) = self.hands[seat].iter().position(|c| *c == card) {
            self.hands[seat].remove(at);
        }
    }

    fn play_to_pile(&mut self, seat: Seat, card: Card, events: &mut Vec<Event<Note>>) {
        self.take_from_hand(seat, card);
        self.pile.push(card);
        events.push(Event::CardMoved {
            card: Some(card),
            from: Zone::Hand { seat },
            to: Zone::Pile,
            face_up: true,
            seen_by: Audience::Everyone,
        });
    }

    fn finish(&mut self, winner: Option<Seat>, events: &mut Vec<Event<Note>>) {
        self.phase = Phase::Over;
        self.winner = winner;
        if let Some(outcome) = self.outcome() {
            events.push(Event::RoundOver {
                result: outcome.summary.clone(),
            });
            events.push(Event::GameOver { outcome });
        }
    }

    /// Ends a turn that did not win: a draw at the cap, otherwise the other seat acts next.
    fn end_turn(&mut self, next: Seat, phase: Phase, events: &mut Vec<Event<Note>>) {
        self.plies = self.plies.saturating_add(1);
        if self.plies >= self.options.move_cap {
            self.finish(None, events);
            return;
        }
        self.phase = phase;
        if next != self.turn {
            self.turn = next;
            events.push(Event::TurnTo { seat: next });
        }
    }

    fn legal_into(&self, legal: &mut Vec<Action>) {
        let seat = self.turn;
        match self.phase {
            Phase::Over => {}
            Phase::ChooseSuits => {
                for trump in Suit::ALL {
                    for second in Suit::ALL {
                        if trump != second {
                            legal.push(Action::ChooseSuits { trump, second });
                        }
                    }
                }
            }
            Phase::ChooseTrump => {
                if let Some(left) = self.remaining_suits() {
                    legal.extend(left.map(|suit| Action::ChooseTrump { suit }));
                }
            }
            Phase::Lead | Phase::SecondCard => {
                legal.extend(self.hands[seat].iter().map(|&card| Action::Lead { card }));
            }
            Phase::Respond => {
                if let (Some(&top), Some(trump)) = (self.pile.last(), self.trump[seat]) {
                    legal.extend(
                        self.hands[seat]
                            .iter()
                            .filter(|c| beats(top, **c, trump))
                            .map(|&card| Action::Beat { card }),
                    );
                }
                legal.push(Action::PickUp);
            }
        }
    }

    /// The phase data a save file must agree with; see [`Rules::validate`].
    fn check_phase(&self, pack_len: usize) -> Result<(), Refusal> {
        let bad = |why: &str| Err(SharedRefusal::damaged(why).into());
        let dealer = self.dealer();
        let other = 1 - dealer;
        let dealt = !matches!(self.phase, Phase::ChooseSuits | Phase::ChooseTrump);
        if dealt {
            if !self.stock.is_empty() {
                return bad("cards are left undealt after the deal");
            }
        } else {
            if self.stock.len() != pack_len {
                return bad("the pack is not whole before the deal");
            }
            if self.hands.iter().any(|h| !h.is_empty()) || !self.pile.is_empty() {
                return bad("cards are out before the deal");
            }
            if self.winner.is_some() || self.plies != 0 {
                return bad("play has started before the deal");
            }
        }
        match self.phase {
            Phase::ChooseSuits => {
                if self.trump.iter().chain(&self.second).any(Option::is_some) {
                    return bad("suits are chosen before the dealer chose");
                }
                if self.turn != dealer {
                    return bad("the dealer must choose suits first");
                }
            }
            Phase::ChooseTrump => {
                match (self.trump[dealer], self.second[dealer]) {
                    (Some(a), Some(b)) if a != b => {}
                    _ => return bad("the dealer's suits are missing"),
                }
                if self.trump[other].is_some() || self.second[other].is_some() {
                    return bad("the other player's suits are set too early");
                }
                if self.turn != other {
                    return bad("the other player must choose a trump");
                }
            }
            _ => {
                let mut suits: Vec<Suit> = self
                    .trump
                    .iter()
                    .chain(&self.second)
                    .filter_map(|s| *s)
                    .collect();
                suits.sort_unstable();
                suits.dedup();
                if suits.len() != 4 {
                    return bad("the four suits are not shared out between the players");
                }
                if self.hands.iter().map(Vec::len).sum::<usize>() + self.pile.len() != pack_len {
                    return bad("cards are missing from play");
                }
                if !(0..2).all(|s| self.hand_is_sorted(s)) {
                    return bad("a hand is out of order");
                }
            }
        }
        let both_hold = self.hands.iter().all(|h| !h.is_empty());
        match self.phase {
            Phase::Lead if !self.pile.is_empty() => bad("a new pile is led onto an old one"),
            Phase::Respond | Phase::SecondCard if self.pile.is_empty() => {
                bad("there is no pile to play on")
            }
            Phase::Lead | Phase::Respond | Phase::SecondCard if !both_hold => {
                bad("a player with no cards has not been declared the winner")
            }
            Phase::Lead | Phase::Respond | Phase::SecondCard
                if self.winner.is_some() || self.plies >= self.options.move_cap =>
            {
                bad("play goes on after the game ended")
            }
            Phase::Over => match self.winner {
                Some(w) if w >= 2 || !self.hands[w].is_empty() => {
                    bad("the winner still holds cards")
                }
                None if self.plies < self.options.move_cap => bad("a draw before the move cap"),
                _ => Ok(()),
            },
            _ => Ok(()),
        }
    }
}

/// The options a setup screen offers at `seats` seats, in order.
fn option_specs(seats: usize) -> Vec<OptionSpec> {
    vec![
        options::spec(
            "pack",
            "svoi_kozyri-option-pack",
            "svoi_kozyri-option-pack-help",
            vec![
                options::choice(json!(24), "svoi_kozyri-option-pack-24"),
                options::choice(json!(32), "svoi_kozyri-option-pack-32"),
                options::choice(json!(36), "svoi_kozyri-option-pack-36"),
            ],
        ),
        options::spec(
            "move_cap",
            "svoi_kozyri-option-move-cap",
            "svoi_kozyri-option-move-cap-help",
            options::counts(&[100, 200, 400, 800], "svoi_kozyri-option-move-cap-count"),
        ),
        options::dealer_spec(seats, "svoi_kozyri-option-dealer-help"),
    ]
}

/// The correction the review's chance to win goes through (see
/// [`crate::calibration`]), fitted on self-played games between two normal players by
/// `CHALLENGE_CALIBRATION_FIT=1 cargo bench -p challenge-rules --bench calibration -- GAME`
/// (1,500 games): the search reckons a few points high between 30 and 80 %.
const CHANCE_CALIBRATION: &[crate::calibration::Knot] = &[
    (0.106, 0.069),
    (0.240, 0.199),
    (0.330, 0.282),
    (0.406, 0.342),
    (0.478, 0.420),
    (0.542, 0.504),
    (0.598, 0.554),
    (0.646, 0.632),
    (0.687, 0.695),
    (0.726, 0.722),
    (0.766, 0.759),
    (0.806, 0.856),
    (0.844, 0.908),
    (0.876, 0.936),
    (0.908, 0.947),
    (0.959, 0.960),
];

impl Game for SvoiKozyri {
    type Options = Options;
    type Action = Action;
    type View = View;
    type Note = Note;
    type Refusal = Refusal;

    const INFO: GameInfo = GameInfo {
        id: "svoi_kozyri",
        seats: 2..=2,
        options: option_specs,
        share_code: 4,
        // Only the winner's 1 is written: nothing a player would read as a score.
        keeps_score: false,
        chart: Chart::ROUNDS_OF_POINTS,
        grade_step: crate::grading::WIN_CHANCE_STEP,
        calibration: CHANCE_CALIBRATION,
        chance_worlds: 0,
    };

    fn new_game(options: &Options, seats: usize, deal: Deal) -> Result<Self, Refusal> {
        if !Self::INFO.seats.contains(&seats) {
            return Err(SharedRefusal::seats(&Self::INFO, seats).into());
        }
        let pack = options.full_pack()?;
        let mut rng = GameRng::seeded(deal.seed);
        let stock = match deal.stacked {
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
        Ok(SvoiKozyri {
            options: options.clone(),
            rng,
            phase: Phase::ChooseSuits,
            turn: options.dealer,
            stock,
            trump: [None; 2],
            second: [None; 2],
            hands: [Vec::new(), Vec::new()],
            pile: Vec::new(),
            plies: 0,
            winner: None,
        })
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.turn)
    }

    fn legal_actions(&self) -> Vec<Action> {
        let mut legal = Vec::with_capacity(self.hands[self.turn].len() + 1);
        self.legal_into(&mut legal);
        legal
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event<Note>>, Refusal> {
        self.check_action(action)?;
        let seat = self.turn;
        let other = 1 - seat;
        let mut events = Vec::with_capacity(self.pile.len() + 3);
        match *action {
            Action::ChooseSuits { trump, second } => {
                self.trump[seat] = Some(trump);
                self.second[seat] = Some(second);
                events.push(Event::said(seat, Note::ChoosesSuits { trump, second }));
                self.phase = Phase::ChooseTrump;
                self.turn = other;
                events.push(Event::TurnTo { seat: other });
            }
            Action::ChooseTrump { suit } => {
                let second = self
                    .remaining_suits()
                    .and_then(|left| left.into_iter().find(|s| *s != suit));
                self.trump[seat] = Some(suit);
                self.second[seat] = second;
                events.push(Event::said(seat, Note::ChoosesTrump { trump: suit }));
                self.deal(&mut events);
                // The non-dealer chose the trump and leads, so the turn stays here.
                self.phase = Phase::Lead;
            }
            Action::Lead { card } => {
                self.play_to_pile(seat, card, &mut events);
                if self.hands[seat].is_empty() {
                    self.plies = self.plies.saturating_add(1);
                    self.finish(Some(seat), &mut events);
                } else {
                    self.end_turn(other, Phase::Respond, &mut events);
                }
            }
            Action::Beat { card } => {
                self.play_to_pile(seat, card, &mut events);
                if self.hands[seat].is_empty() {
                    self.plies = self.plies.saturating_add(1);
                    self.finish(Some(seat), &mut events);
                } else {
                    self.phase = Phase::SecondCard;
                }
            }
            Action::PickUp => {
                let count = self.pile.len();
                events.push(Event::said(seat, Note::PicksUp { count }));
                while let Some(card) = self.pile.pop() {
                    self.hands[seat].push(card);
                    events.push(Event::CardMoved {
                        card: Some(card),
                        from: Zone::Pile,
                        to: Zone::Hand { seat },
                        face_up: true,
                        seen_by: Audience::Everyone,
                    });
                }
                self.sort_hand(seat);
                self.end_turn(other, Phase::Lead, &mut events);
            }
        }
        Ok(events)
    }

    fn view(&self, seat: Seat) -> View {
        let dealt = !matches!(self.phase, Phase::ChooseSuits | Phase::ChooseTrump);
        let draw = if !dealt && seat == self.dealer() {
            let mut draw = self.stock[..self.half()].to_vec();
            draw.sort_unstable_by_key(|c| (c.suit, std::cmp::Reverse(c.rank)));
            draw
        } else {
            Vec::new()
        };
        View {
            seat,
            watching: false,
            phase: self.phase,
            to_act: self.to_act(),
            dealer: self.dealer(),
            pack: self.options.pack,
            trump: self.trump,
            second: self.second,
            hands: self.hands.clone(),
            draw,
            stock_count: self.stock.len(),
            pile: self.pile.clone(),
            top: self.pile.last().copied(),
            plies: self.plies,
            move_cap: self.options.move_cap,
            winner: self.winner,
            legal: if self.to_act() == Some(seat) {
                self.legal_actions()
            } else {
                Vec::new()
            },
        }
    }

    fn watch_view(&self) -> View {
        // Every card is face up once dealt; only the dealer's draw before the deal is private.
        let mut view = self.view(0);
        view.watching = true;
        view.draw.clear();
        view.legal.clear();
        view
    }

    fn outcome(&self) -> Option<Outcome<Note>> {
        if self.phase != Phase::Over {
            return None;
        }
        Some(match self.winner {
            Some(winner) => {
                let mut scores = vec![0; 2];
                if let Some(score) = scores.get_mut(winner) {
                    *score = 1;
                }
                let loser = 1 - winner.min(1);
                let left = self.hands[loser].len();
                Outcome {
                    scores,
                    winners: vec![winner],
                    summary: Note::Won {
                        winner,
                        loser,
                        left,
                    },
                }
            }
            None => Outcome {
                scores: vec![0; 2],
                winners: Vec::new(),
                summary: Note::Draw {
                    turns: self.options.move_cap,
                },
            },
        })
    }

    fn validate(&self) -> Result<(), Refusal> {
        let pack = self
            .options
            .full_pack()
            .map_err(|e| SharedRefusal::damaged(format!("the options are refused ({e})")))?;
        if self.turn >= 2 {
            return Err(SharedRefusal::damaged("no such seat to act").into());
        }
        if cards::sorted(&self.all_cards()) != cards::sorted(&pack) {
            return Err(
                SharedRefusal::damaged("the cards in play are not exactly one pack").into(),
            );
        }
        self.check_phase(pack.len())
    }

    fn all_cards(&self) -> Vec<Card> {
        let mut all = self.stock.clone();
        all.extend(self.hands.iter().flatten());
        all.extend(&self.pile);
        all
    }

    fn shuffle_hidden(&mut self, seat: Seat, rng: &mut GameRng) {
        if !matches!(self.phase, Phase::ChooseSuits | Phase::ChooseTrump) {
            return;
        }
        let half = self.half();
        if seat == self.dealer() {
            // The dealer knows which cards are in the draw, not their order.
            let (draw, rest) = self.stock.split_at_mut(half);
            rng.shuffle(draw);
            rng.shuffle(rest);
        } else {
            rng.shuffle(&mut self.stock);
        }
    }

    fn bot_action(view: &View, legal: &[Action], level: Level, rng: &mut GameRng) -> Action {
        bot::choose(view, legal, level, rng)
    }

    fn assess(
        view: &View,
        legal: &[Action],
        played: &Action,
        rng: &mut GameRng,
    ) -> Option<crate::assessment::Assessment<Action>> {
        hard::assess(view, legal, played, rng)
    }

    fn advise(view: &View, legal: &[Action], rng: &mut GameRng) -> crate::coach::Advice<Action> {
        let (action, why) = hard::advise(view, legal, rng);
        crate::coach::Advice {
            action,
            why: words::coach_reason(action, why),
        }
    }

    fn lesson() -> Option<crate::guide::Lesson<SvoiKozyri, Options, Action>> {
        Some(lesson::lesson())
    }
}
