//! What two score sheets are worth to the hard level: the chance that "my" sheet wins the game.
//!
//! While neither sheet is full the chance comes from a logistic model fitted to the outcomes of
//! many thousand bot games: each empty row is worth about what that row scores on average once
//! filled, a little less the fewer rows the other player still has to fill. Once one sheet is
//! full, the other player stops or challenges; that end is worked out exactly, challenge by
//! challenge, as a run of coin tosses for about a five-card total each.

use super::{Row, Sheet};
use std::sync::OnceLock;

/// How far each row's worth when empty lies from the mean of the eight rows (the mean is part
/// of [`TEMPO`]): 1 Pair is filled with little, Total Hand with much.
const ROW_OFFSET: [f64; 8] = [-17.1, 2.1, -6.1, 3.6, 6.0, -0.5, 1.6, 10.3];

/// The worth of the empty rows as a whole, by my empty rows (row index 1..=8) and theirs
/// (column): about 30 points a row while the counts are close, less when one sheet is nearly
/// full and the other far from it (its rows would be left to challenges).
const TEMPO: [[f64; 8]; 8] = [
    [0.0, -24.4, -54.8, -88.1, -111.1, -116.1, -120.2, -122.7],
    [24.4, 0.0, -30.5, -62.8, -92.7, -115.3, -126.1, -130.2],
    [54.8, 30.5, 0.0, -30.0, -60.9, -89.7, -115.7, -136.3],
    [88.1, 62.8, 30.0, 0.0, -29.2, -59.0, -90.4, -119.2],
    [111.1, 92.7, 60.9, 29.2, 0.0, -29.4, -59.6, -92.4],
    [116.1, 115.3, 89.7, 59.0, 29.4, 0.0, -28.8, -60.2],
    [120.2, 126.1, 115.7, 90.4, 59.6, 28.8, 0.0, -28.9],
    [122.7, 130.2, 136.3, 119.2, 92.4, 60.2, 28.9, 0.0],
];

/// Points of score difference per unit of log-odds, by the number of empty rows on both
/// sheets: the more rows still to play, the less a lead decides.
fn spread(empty_rows: usize) -> f64 {
    18.0 + 0.6 * empty_rows as f64
}

/// A challenge is won about half the time, for about a five-card total: these totals and their
/// chances stand for the spread of that total.
const CHALLENGE_TOTALS: [(i64, f64); 3] = [(31, 0.25), (38, 0.5), (45, 0.25)];

/// Score differences the end table covers, either side of level.
const END_SPAN: i64 = 600;

fn total(sheet: &Sheet) -> i64 {
    sheet.iter().flatten().sum()
}

/// The required rows still empty, as a bit set.
fn empty_rows(sheet: &Sheet) -> u32 {
    Row::REQUIRED
        .iter()
        .enumerate()
        .filter(|(_, row)| sheet[row.index()].is_none())
        .fold(0, |set, (at, _)| set | 1 << at)
}

/// 1 for a win, 0.5 for a draw, 0 for a loss, by the final difference.
fn settled(difference: i64) -> f64 {
    match difference.cmp(&0) {
        std::cmp::Ordering::Greater => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Less => 0.0,
    }
}

/// The winning chance of the player still to fill `open` rows against a full sheet, `lead`
/// points ahead, who stops when ahead and challenges while behind.
fn end_chance(lead: i64, open: usize) -> f64 {
    static TABLE: OnceLock<Vec<Vec<f64>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let width = (2 * END_SPAN + 1) as usize;
        let at = |d: i64| (d.clamp(-END_SPAN, END_SPAN) + END_SPAN) as usize;
        let mut table: Vec<Vec<f64>> =
            vec![(0..width).map(|i| settled(i as i64 - END_SPAN)).collect()];
        for open in 1..=8 {
            let fewer = &table[open - 1];
            let row: Vec<f64> = (0..width)
                .map(|i| {
                    let d = i as i64 - END_SPAN;
                    let challenge: f64 = CHALLENGE_TOTALS
                        .iter()
                        .map(|&(points, p)| {
                            p * 0.5 * (fewer[at(d + points)] + fewer[at(d - points)])
                        })
                        .sum();
                    settled(d).max(challenge)
                })
                .collect();
            table.push(row);
        }
        table
    });
    table[open.min(8)][(lead.clamp(-END_SPAN, END_SPAN) + END_SPAN) as usize]
}

/// e^x from additions, multiplications and divisions only. The library `exp` may differ in its
/// last bit between platforms (the browser build uses another maths library), and a move must
/// not depend on the platform; these operations are exactly rounded everywhere.
fn exp(x: f64) -> f64 {
    let x = x.clamp(-700.0, 700.0);
    // e^x = 2^k * e^r with |r| at most half of ln 2, where the series below is exact enough.
    let k = (x * std::f64::consts::LOG2_E).round();
    let r = x - k * std::f64::consts::LN_2;
    let (mut term, mut sum) = (1.0, 1.0);
    for n in 1..=13 {
        term = term * r / f64::from(n);
        sum += term;
    }
    sum * f64::from_bits(((k as i64 + 1023) as u64) << 52)
}

/// The chance that `mine` wins against `theirs` (a draw counts half).
pub(super) fn win_chance(mine: &Sheet, theirs: &Sheet) -> f64 {
    let lead = total(mine) - total(theirs);
    let (my_open, their_open) = (empty_rows(mine), empty_rows(theirs));
    let (my_count, their_count) = (
        my_open.count_ones() as usize,
        their_open.count_ones() as usize,
    );
    match (my_count, their_count) {
        (0, 0) => settled(lead),
        (_, 0) => end_chance(lead, my_count),
        (0, _) => 1.0 - end_chance(-lead, their_count),
        _ => {
            let mut projected = lead as f64 + TEMPO[my_count - 1][their_count - 1];
            for (at, offset) in ROW_OFFSET.iter().enumerate() {
                projected +=
                    offset * (f64::from((my_open >> at) & 1) - f64::from((their_open >> at) & 1));
            }
            1.0 / (1.0 + exp(-projected / spread(my_count + their_count)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet(rows: &[(Row, i64)]) -> Sheet {
        let mut sheet = [None; 9];
        for &(row, points) in rows {
            sheet[row.index()] = Some(points);
        }
        sheet
    }

    fn full(points: i64) -> Sheet {
        sheet(&Row::REQUIRED.map(|row| (row, points)))
    }

    #[test]
    fn the_portable_exponential_matches_the_library_one() {
        for step in -400..=400 {
            let x = f64::from(step) / 20.0;
            let relative = (exp(x) - x.exp()).abs() / x.exp();
            assert!(relative < 1e-14, "e^{x}: {} against {}", exp(x), x.exp());
        }
    }

    #[test]
    fn the_empty_rows_table_is_antisymmetric() {
        for (mine, row) in TEMPO.iter().enumerate() {
            for (theirs, &worth) in row.iter().enumerate() {
                assert_eq!(worth, -TEMPO[theirs][mine]);
            }
        }
    }

    #[test]
    fn both_sides_chances_add_up_to_one() {
        let sheets = [
            sheet(&[]),
            sheet(&[(Row::Pair, 18), (Row::FullHouse, 40)]),
            sheet(&[
                (Row::TwoPair, 30),
                (Row::TotalHand, 0),
                (Row::Challenge, 38),
            ]),
            full(25),
            {
                let mut nearly = full(30);
                nearly[Row::FiveOfAKind.index()] = None;
                nearly
            },
        ];
        for a in &sheets {
            for b in &sheets {
                let sum = win_chance(a, b) + win_chance(b, a);
                assert!((sum - 1.0).abs() < 1e-9, "{a:?} {b:?}: {sum}");
            }
        }
    }

    #[test]
    fn more_points_in_a_row_never_lower_the_chance() {
        let theirs = sheet(&[(Row::Straight, 33)]);
        let mut last = 0.0;
        for points in 0..=51 {
            let chance = win_chance(&sheet(&[(Row::FullHouse, points)]), &theirs);
            assert!(chance >= last);
            last = chance;
        }
        assert!(last > 0.5);
    }

    #[test]
    fn a_finished_game_is_won_lost_or_drawn_by_the_totals() {
        assert_eq!(win_chance(&full(30), &full(29)), 1.0);
        assert_eq!(win_chance(&full(29), &full(30)), 0.0);
        assert_eq!(win_chance(&full(30), &full(30)), 0.5);
    }

    #[test]
    fn against_a_full_sheet_a_lead_is_kept_by_stopping_and_a_deficit_is_fought_by_challenges() {
        let mut open = full(30);
        open[Row::Pair.index()] = None;
        // 7 rows of 30 against 8 of 20: far ahead, stop and win.
        assert_eq!(win_chance(&open, &full(20)), 1.0);
        // 210 against 240: one challenge of about 38 points, won about half the time.
        let behind = win_chance(&open, &full(30));
        assert!(behind > 0.3 && behind < 0.6, "{behind}");
        // Hopelessly behind: even winning the challenge cannot close the gap.
        assert_eq!(win_chance(&open, &full(50)), 0.0);
    }
}
