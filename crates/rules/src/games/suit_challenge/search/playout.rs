//! The playouts of the hard level's search: the game around the round as the playouts see it
//! (what each write and call is worth), the quick policy both players follow, the deals of
//! the unseen cards and the round played out from a spot to its settlement.

use super::*;

/// Points a drawn hand usually brings in each pattern row, when the best cards are kept.
pub(super) const TYPICAL_POINTS: [i64; 7] = [17, 32, 24, 34, 38, 31, 38];

/// Everything a playout needs to know about the game around the round.
pub(super) struct Context {
    /// Score sheets by search seat.
    pub(super) sheets: [Sheet; 2],
    pub(super) dealer: usize,
    /// The challenger (search seat) and the challenged row, in a challenge round.
    pub(super) challenge: Option<(usize, Row)>,
    /// My winning chance if the round scores nothing.
    pub(super) wash: f64,
    /// My winning chance per point of lead, for thresholds set in points.
    pub(super) point_worth: f64,
    /// By seat, row and points: how my winning chance moves when that seat writes the points
    /// in the row (nothing for a filled row).
    pub(super) gain: Box<[[[f64; POINT_SLOTS]; 8]; 2]>,
    /// By seat, row and points: how my winning chance moves, on average over random answers,
    /// when that seat calls the row holding those points (its five-card total for Total Hand).
    pub(super) call_worth: Box<[[[f64; POINT_SLOTS]; 8]; 2]>,
    /// By seat and pattern row: what drawing toward that row is worth to that seat.
    pub(super) target: [[f64; 7]; 2],
}

/// Expected worth of calling each row with each number of points against a random answer,
/// given what the caller's writes and the answer's writes are worth (on one scale). For Total
/// Hand the points are the caller's total and a loss is the caller's write of 0.
pub(super) fn call_table(
    caller_gain: &[[f64; POINT_SLOTS]; 8],
    answer_gain: &[[f64; POINT_SLOTS]; 8],
) -> [[f64; POINT_SLOTS]; 8] {
    let tables = tables();
    let mut worth = [[0.0; POINT_SLOTS]; 8];
    for call in PATTERN_ROWS {
        let c = call.index();
        // Answers that beat the call whatever its points: a higher-ranked pattern, except the
        // 2-1-1-1 that answers a 1 Pair call as a pair. Lower patterns lose to it.
        let mut beaten = 0.0;
        let mut lower = 0.0;
        for other in PATTERN_ROWS {
            let answers_as_call = other == call || (call == Row::Pair && other == Row::Straight);
            if answers_as_call {
                continue;
            }
            let held = &tables.best[other.index()];
            if other.rank() > call.rank() {
                beaten += held
                    .iter()
                    .zip(&answer_gain[other.index()])
                    .map(|(p, g)| p * g)
                    .sum::<f64>();
            } else {
                lower += held.iter().sum::<f64>();
            }
        }
        // Answers holding the call itself compete on points.
        let same = &tables.same[c];
        let mut below = 0.0;
        let mut above: f64 = same.iter().zip(&answer_gain[c]).map(|(p, g)| p * g).sum();
        for points in 0..POINT_SLOTS {
            above -= same[points] * answer_gain[c][points];
            worth[c][points] = (lower + below) * caller_gain[c][points] + above + beaten;
            below += same[points];
        }
    }
    let t = Row::TotalHand.index();
    let mut below = 0.0;
    for points in 0..POINT_SLOTS {
        let above = 1.0 - below - tables.totals[points];
        worth[t][points] = below * caller_gain[t][points] + above * caller_gain[t][0];
        below += tables.totals[points];
    }
    worth
}

pub(super) fn empty(sheet: &Sheet, row: Row) -> bool {
    sheet[row.index()].is_none()
}

impl Context {
    pub(super) fn new(
        sheets: [Sheet; 2],
        dealer: usize,
        challenge: Option<(usize, Row)>,
    ) -> Context {
        let wash = win_chance(&sheets[ME], &sheets[THEM]);
        let mut ahead = sheets[ME];
        let challenge_row = &mut ahead[Row::Challenge.index()];
        *challenge_row = Some(challenge_row.unwrap_or(0) + 10);
        let point_worth = ((win_chance(&ahead, &sheets[THEM]) - wash) / 10.0).max(1e-4);
        let mut context = Context {
            sheets,
            dealer,
            challenge,
            wash,
            point_worth,
            gain: Box::new([[[0.0; POINT_SLOTS]; 8]; 2]),
            call_worth: Box::new([[[0.0; POINT_SLOTS]; 8]; 2]),
            target: [[0.0; 7]; 2],
        };
        if challenge.is_none() {
            context.fill_gains();
            context.fill_call_worth();
        }
        context
    }

    /// My winning chance with these sheets.
    pub(super) fn chance(sheets: &[Sheet; 2]) -> f64 {
        win_chance(&sheets[ME], &sheets[THEM])
    }

    pub(super) fn fill_gains(&mut self) {
        for seat in [ME, THEM] {
            for row in Row::REQUIRED {
                if !empty(&self.sheets[seat], row) {
                    continue;
                }
                for points in 0..POINT_SLOTS {
                    let mut sheets = self.sheets;
                    sheets[seat][row.index()] = Some(points as i64);
                    self.gain[seat][row.index()][points] = Self::chance(&sheets) - self.wash;
                }
            }
        }
    }

    pub(super) fn fill_call_worth(&mut self) {
        for caller in [ME, THEM] {
            *self.call_worth.get_mut(caller).expect("two seats") =
                call_table(&self.gain[caller], &self.gain[1 - caller]);
        }
        for seat in [ME, THEM] {
            let sign = if seat == ME { 1.0 } else { -1.0 };
            for (at, row) in PATTERN_ROWS.iter().enumerate() {
                let typical = slot(TYPICAL_POINTS[at]);
                self.target[seat][at] = if empty(&self.sheets[seat], *row) {
                    sign * self.call_worth[seat][at][typical]
                } else {
                    f64::MIN
                };
            }
        }
    }

    /// My chance after seat `seat` writes `points` in `row` (a single write).
    pub(super) fn after_write(&self, seat: usize, row: Row, points: i64) -> f64 {
        if row == Row::Challenge || self.challenge.is_some() {
            let mut sheets = self.sheets;
            let cell = &mut sheets[seat][row.index()];
            *cell = Some(if row == Row::Challenge {
                cell.unwrap_or(0) + points
            } else {
                cell.unwrap_or(points)
            });
            return Self::chance(&sheets);
        }
        self.wash + self.gain[seat][row.index()][slot(points)]
    }

    /// The least a call must be worth, in my winning chance from the caller's side, for the
    /// quick policy to stop drawing: it starts high (a better hand may come) and falls each
    /// turn so that a round cannot stall.
    pub(super) fn call_bar(&self, turns: u32) -> f64 {
        if turns >= 16 {
            f64::MIN
        } else {
            self.point_worth * (8.0 - f64::from(turns)).max(1.5)
        }
    }
}

/// The quick policy both players follow in playouts.
pub(super) mod policy {
    use super::*;

    /// The call the quick policy makes with this hand now, if any: the one that moves the
    /// caller's winning chance most, if that clears the bar for this turn.
    pub(super) fn call(context: &Context, seat: usize, hand: &Hand, turns: u32) -> Option<Row> {
        if let Some((_, row)) = context.challenge {
            return forms(hand, row).then_some(row);
        }
        let reading = Reading::of(hand);
        let sign = if seat == ME { 1.0 } else { -1.0 };
        let worth =
            |row: Row| sign * context.call_worth[seat][row.index()][slot(reading.points(row))];
        let mut choice = (worth(reading.top), reading.top);
        if reading.top == Row::Straight {
            let pair = worth(Row::Pair);
            if pair > choice.0 {
                choice = (pair, Row::Pair);
            }
        }
        if empty(&context.sheets[seat], Row::TotalHand) {
            let all = worth(Row::TotalHand);
            if all > choice.0 {
                choice = (all, Row::TotalHand);
            }
        }
        (choice.0 >= context.call_bar(turns)).then_some(choice.1)
    }

    /// Whether the quick policy answers a call of `call` with Total Hand: a high total, or a
    /// fairly high one that the call probably beats anyway (the normal level's rule).
    pub(super) fn overrides(context: &Context, seat: usize, hand: &Reading, call: Row) -> bool {
        if context.challenge.is_some() || !empty(&context.sheets[seat], Row::TotalHand) {
            return false;
        }
        let beaten = if hand.forms(call) {
            hand.points(call) < expected_points(call)
        } else {
            hand.top.rank() < call.rank()
        };
        hand.total >= 44 || (hand.total >= 39 && beaten)
    }

    /// Which cards to keep (a bit per hand position): the draw toward the open row that
    /// promises most.
    pub(super) fn keep(context: &Context, seat: usize, hand: &Hand) -> u8 {
        if let Some((_, row)) = context.challenge {
            return if row == Row::TotalHand {
                high_cards(hand)
            } else {
                keep_for(hand, row)
            };
        }
        let tables = tables();
        let suits = Suits::of(hand);
        let mut choice: Option<(f64, u8)> = None;
        for (at, row) in PATTERN_ROWS.iter().enumerate() {
            let worth = context.target[seat][at];
            if worth == f64::MIN {
                continue;
            }
            let (keep, kept) = suits.keep_toward(*row);
            let value = tables.reach[shape_code(kept)][at] * worth;
            if choice.is_none_or(|(best, _)| value > best) {
                choice = Some((value, keep));
            }
        }
        match choice {
            Some((value, keep)) if value > 0.0 => keep,
            _ => high_cards(hand),
        }
    }

    /// The cards worth 10 or 11, kept when drawing for a high total.
    pub(super) fn high_cards(hand: &Hand) -> u8 {
        hand.iter()
            .enumerate()
            .filter(|(_, c)| points_of(**c) >= 10)
            .fold(0, |keep, (at, _)| keep | 1 << at)
    }
}

/// A hand's cards by suit, for choosing what to keep: each suit's positions best card first,
/// and the suits longest (then richest) first.
pub(super) struct Suits {
    pub(super) positions: [[u8; 5]; 4],
    pub(super) lengths: [usize; 4],
    /// Suit indices, longest first.
    pub(super) order: [usize; 4],
    pub(super) top: Row,
}

impl Suits {
    pub(super) fn of(hand: &Hand) -> Suits {
        let mut positions = [[0u8; 5]; 4];
        let mut lengths = [0usize; 4];
        let mut worth = [0i64; 4];
        for (at, &card) in hand.iter().enumerate() {
            let suit = suit_of(card);
            // Insertion keeps each suit's positions best card first.
            let mut place = lengths[suit];
            while place > 0
                && points_of(hand[usize::from(positions[suit][place - 1])]) < points_of(card)
            {
                positions[suit][place] = positions[suit][place - 1];
                place -= 1;
            }
            positions[suit][place] = at as u8;
            lengths[suit] += 1;
            worth[suit] += points_of(card);
        }
        let mut order = [0, 1, 2, 3];
        for i in 1..4 {
            let mut j = i;
            while j > 0
                && (lengths[order[j]], worth[order[j]])
                    > (lengths[order[j - 1]], worth[order[j - 1]])
            {
                order.swap(j, j - 1);
                j -= 1;
            }
        }
        let counts = [
            lengths[0] as u8,
            lengths[1] as u8,
            lengths[2] as u8,
            lengths[3] as u8,
        ];
        Suits {
            positions,
            lengths,
            order,
            top: pattern_row(counts),
        }
    }

    /// The cards to keep when drawing toward `row` (a bit per hand position) and how many
    /// are kept of each suit, longest first: the longest suits, best cards first, as the
    /// normal level draws.
    pub(super) fn keep_toward(&self, row: Row) -> (u8, [u8; 4]) {
        let formed = row == self.top || (row == Row::Pair && self.top == Row::Straight);
        let wanted: [usize; 4] = if formed {
            [5, 5, 5, 5]
        } else {
            match row {
                Row::FiveOfAKind => [5, 0, 0, 0],
                Row::FourOfAKind => [4, 0, 0, 0],
                Row::ThreeOfAKind => [3, 1, 1, 0],
                Row::FullHouse => [3, 2, 0, 0],
                Row::TwoPair => [2, 2, 1, 0],
                _ => [1, 1, 1, 1],
            }
        };
        let mut keep = 0u8;
        let mut kept = [0u8; 4];
        for (rank, &suit) in self.order.iter().enumerate() {
            let take = wanted[rank].min(self.lengths[suit]);
            for &at in &self.positions[suit][..take] {
                keep |= 1 << at;
            }
            kept[rank] = take as u8;
        }
        (keep, kept)
    }
}

/// Which cards to keep when drawing toward `row`, as a bit per hand position.
pub(super) fn keep_for(hand: &Hand, row: Row) -> u8 {
    Suits::of(hand).keep_toward(row).0
}

/// One dealing of the unseen cards: both hands and the stock in order.
#[derive(Clone)]
pub(super) struct Deal {
    pub(super) hands: [Hand; 2],
    pub(super) stock: [Id; 52],
    pub(super) stock_len: usize,
    pub(super) next: usize,
    pub(super) turns: u32,
}

impl Deal {
    /// Replaces the cards outside `keep` from the top of the stock; false when it runs out.
    pub(super) fn draw(&mut self, seat: usize, keep: u8) -> bool {
        for at in 0..5 {
            if keep & (1 << at) == 0 {
                if self.next >= self.stock_len {
                    return false;
                }
                self.hands[seat][at] = self.stock[self.next];
                self.next += 1;
            }
        }
        true
    }
}

/// Where a playout goes on from.
#[derive(Clone, Copy)]
pub(super) enum Spot {
    Opening(usize),
    Turn(usize),
    AfterDraw(usize),
}

/// Settles `caller`'s call of `call` between the dealt hands; my winning chance afterwards.
pub(super) fn settle(context: &Context, deal: &Deal, caller: usize, call: Row) -> f64 {
    let answer = 1 - caller;
    let (mine, theirs) = (&deal.hands[caller], &deal.hands[answer]);
    if let Some((challenger, row)) = context.challenge {
        let winner = if forms(theirs, row) {
            match total(mine).cmp(&total(theirs)) {
                std::cmp::Ordering::Greater => caller,
                std::cmp::Ordering::Less => answer,
                std::cmp::Ordering::Equal => return context.wash,
            }
        } else {
            caller
        };
        let mut sheets = context.sheets;
        let defender = 1 - challenger;
        if winner == challenger {
            sheets[challenger][row.index()] = Some(total(&deal.hands[challenger]));
        } else {
            sheets[challenger][row.index()] = Some(0);
            let cell = &mut sheets[defender][Row::Challenge.index()];
            *cell = Some(cell.unwrap_or(0) + total(&deal.hands[defender]));
        }
        return Context::chance(&sheets);
    }
    let (mine, theirs) = (Reading::of(mine), Reading::of(theirs));
    if call == Row::TotalHand {
        return totals_contest(context, caller, mine.total, theirs.total, None);
    }
    if policy::overrides(context, answer, &theirs, call) {
        return totals_contest(context, answer, theirs.total, mine.total, Some(call));
    }
    let my_points = mine.points(call);
    if theirs.forms(call) {
        let their_points = theirs.points(call);
        return match my_points.cmp(&their_points) {
            std::cmp::Ordering::Greater => context.after_write(caller, call, my_points),
            std::cmp::Ordering::Less => context.after_write(answer, call, their_points),
            std::cmp::Ordering::Equal => context.wash,
        };
    }
    if theirs.top.rank() > call.rank() {
        context.after_write(answer, theirs.top, theirs.points(theirs.top))
    } else {
        context.after_write(caller, call, my_points)
    }
}

/// Total Hand by `by` (holding `by_total` against `other_total`), on their own turn or
/// overriding the other player's call of `overridden`.
pub(super) fn totals_contest(
    context: &Context,
    by: usize,
    by_total: i64,
    other_total: i64,
    overridden: Option<Row>,
) -> f64 {
    match by_total.cmp(&other_total) {
        std::cmp::Ordering::Equal => context.wash,
        std::cmp::Ordering::Greater => context.after_write(by, Row::TotalHand, by_total),
        std::cmp::Ordering::Less => match overridden {
            Some(call) if empty(&context.sheets[1 - by], call) => {
                let mut sheets = context.sheets;
                sheets[by][Row::TotalHand.index()] = Some(0);
                sheets[1 - by][call.index()] = Some(other_total);
                Context::chance(&sheets)
            }
            _ => context.after_write(by, Row::TotalHand, 0),
        },
    }
}

/// Plays the round on from `spot` with the quick policy; my winning chance at its end.
pub(super) fn play_out(context: &Context, deal: &mut Deal, mut spot: Spot) -> f64 {
    loop {
        match spot {
            Spot::Opening(seat) => {
                if let Some(call) = policy::call(context, seat, &deal.hands[seat], deal.turns) {
                    return settle(context, deal, seat, call);
                }
                spot = if seat == context.dealer {
                    Spot::Turn(1 - context.dealer)
                } else {
                    Spot::Opening(context.dealer)
                };
            }
            Spot::Turn(seat) => {
                if deal.turns >= TURN_LIMIT {
                    return context.wash;
                }
                if let Some(call) = policy::call(context, seat, &deal.hands[seat], deal.turns) {
                    return settle(context, deal, seat, call);
                }
                let keep = policy::keep(context, seat, &deal.hands[seat]);
                if !deal.draw(seat, keep) {
                    return context.wash;
                }
                deal.turns += 1;
                spot = Spot::AfterDraw(seat);
            }
            Spot::AfterDraw(seat) => {
                if let Some(call) = policy::call(context, seat, &deal.hands[seat], deal.turns) {
                    return settle(context, deal, seat, call);
                }
                spot = Spot::Turn(1 - seat);
            }
        }
    }
}

/// A move the search weighs at a play decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Candidate {
    Call(Row),
    /// Pass the opening chance or end the turn.
    Wait,
    /// Keep the cards of this bit mask, discard and draw the rest.
    Keep(u8),
}

/// My winning chance after trying `candidate` on this dealing.
pub(super) fn try_candidate(
    context: &Context,
    deal: &Deal,
    phase: &Phase,
    candidate: Candidate,
) -> f64 {
    match candidate {
        Candidate::Call(row) => settle(context, deal, ME, row),
        Candidate::Wait => {
            let mut deal = deal.clone();
            let next = match phase {
                Phase::Opening { .. } if context.dealer == ME => Spot::Turn(THEM),
                Phase::Opening { .. } => Spot::Opening(THEM),
                _ => Spot::Turn(THEM),
            };
            play_out(context, &mut deal, next)
        }
        Candidate::Keep(keep) => {
            let mut deal = deal.clone();
            if !deal.draw(ME, keep) {
                return context.wash;
            }
            deal.turns += 1;
            play_out(context, &mut deal, Spot::AfterDraw(ME))
        }
    }
}

/// Deals the stock from the cards I cannot see, around the other hand `theirs`.
pub(super) fn deal_unseen(
    hand: &Hand,
    theirs: &Hand,
    turns: u32,
    pool: &mut Vec<Id>,
    rng: &mut GameRng,
) -> Deal {
    pool.clear();
    pool.extend((0..52).filter(|c| !hand.contains(c) && !theirs.contains(c)));
    rng.shuffle(pool);
    let mut stock = [0 as Id; 52];
    stock[..pool.len()].copy_from_slice(pool);
    Deal {
        hands: [*hand, *theirs],
        stock,
        stock_len: pool.len(),
        next: 0,
        turns,
    }
}

/// What the view tells about the other hand: how many cards they drew last, and whether they
/// have already let a chance to call with it go by.
pub(super) struct Their {
    pub(super) drew: Option<u8>,
    pub(super) declined: bool,
}

impl Their {
    pub(super) fn of(view: &View, context: &Context) -> Their {
        let opponent = 1 - view.seat.min(1);
        let opening_first = matches!(view.phase, Phase::Opening { .. }) && context.dealer == THEM;
        Their {
            drew: view.draws.get(opponent).copied().flatten(),
            declined: !opening_first,
        }
    }
}

/// Tries for an other hand this many times before taking one that does not fit the view.
pub(super) const HAND_ATTEMPTS: usize = 24;
/// Other hands dealt per decision; each is met with many stock orders.
pub(super) const THEIR_HANDS: usize = 48;

/// Deals other hands that fit what the view shows, supposing they play the quick policy: a
/// hand they would have drawn as many cards to, and would not have called with.
pub(super) fn their_hands(
    context: &Context,
    hand: &Hand,
    their: &Their,
    turns: u32,
    rng: &mut GameRng,
) -> Vec<Hand> {
    let mut pool: Vec<Id> = (0..52).filter(|c| !hand.contains(c)).collect();
    let mut hands = Vec::with_capacity(THEIR_HANDS);
    let calls =
        |cards: &Hand| their.declined && policy::call(context, THEM, cards, turns).is_some();
    for _ in 0..THEIR_HANDS {
        let mut chosen = None;
        for attempt in 0..HAND_ATTEMPTS {
            let last = attempt + 1 == HAND_ATTEMPTS;
            for at in 0..10 {
                let pick = at + rng.below(pool.len() - at);
                pool.swap(at, pick);
            }
            let mut cards: Hand = [pool[0], pool[1], pool[2], pool[3], pool[4]];
            if let Some(drawn) = their.drew {
                let keep = policy::keep(context, THEM, &cards);
                if (5 - keep.count_ones() != u32::from(drawn) || calls(&cards)) && !last {
                    continue;
                }
                let mut next = 5;
                for (at, card) in cards.iter_mut().enumerate() {
                    if keep & (1 << at) == 0 {
                        *card = pool[next];
                        next += 1;
                    }
                }
            }
            if calls(&cards) && !last {
                continue;
            }
            chosen = Some(cards);
            break;
        }
        hands.extend(chosen);
    }
    hands
}
