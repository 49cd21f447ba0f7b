//! Calibrating a search's chance to win: a monotone correction, fitted on self-played games,
//! that takes the chance the search reckons to how often positions it gave that chance were
//! won. Each game registers its own ([`crate::info::GameInfo::calibration`]); the review shows
//! chances through it. The correction is a list of knots, straight between them, and from the
//! first down to 0 and from the last up to 1 beyond them.
//!
//! A chance of exactly 0 or 1 is left as it is: the exact solvers prove those, and a proof
//! needs no correction.

/// One knot: the chance a search reckons, and how often such positions were won.
pub type Knot = (f64, f64);

/// `chance` through the correction `knots` (raw chance ascending): the identity where there
/// are none.
pub fn calibrate(chance: f64, knots: &[Knot]) -> f64 {
    if !chance.is_finite() {
        return 0.5;
    }
    let chance = chance.clamp(0.0, 1.0);
    if knots.is_empty() || chance == 0.0 || chance == 1.0 {
        return chance;
    }
    let ends = [(0.0, 0.0)].into_iter().chain(knots.iter().copied());
    let mut previous = (0.0, 0.0);
    for (x1, y1) in ends.chain([(1.0, 1.0)]) {
        if chance <= x1 {
            let (x0, y0) = previous;
            let corrected = if x1 - x0 <= f64::EPSILON {
                y1
            } else {
                y0 + (y1 - y0) * (chance - x0) / (x1 - x0)
            };
            return corrected.clamp(0.0, 1.0);
        }
        previous = (x1, y1);
    }
    1.0
}

/// The pairs a fit takes part in, by chance ascending: chances of exactly 0 or 1 (proofs) and
/// anything not a number left out.
fn fittable(pairs: &[(f64, f64)]) -> Vec<(f64, f64)> {
    let mut points: Vec<(f64, f64)> = pairs
        .iter()
        .copied()
        .filter(|(chance, result)| {
            chance.is_finite() && result.is_finite() && *chance > 0.0 && *chance < 1.0
        })
        .collect();
    points.sort_by(|a, b| a.0.total_cmp(&b.0));
    points
}

/// Fits a correction of at most `knots` knots to `pairs` of (chance reckoned, result: 1 for a
/// win, 0 for a loss, ½ for a draw): the least-squares monotone fit (pooling adjacent
/// violators), summed up at the means of equal-count groups. Chances of exactly 0 or 1, and
/// anything not a number, take no part.
pub fn fit(pairs: &[(f64, f64)], knots: usize) -> Vec<Knot> {
    let points = fittable(pairs);
    if points.is_empty() || knots == 0 {
        return Vec::new();
    }
    // Pool adjacent violators: blocks of (sum of results, count), their means non-decreasing.
    let mut blocks: Vec<(f64, usize)> = Vec::new();
    for &(_, result) in &points {
        blocks.push((result, 1));
        while blocks.len() >= 2 {
            let (sum_b, n_b) = blocks[blocks.len() - 1];
            let (sum_a, n_a) = blocks[blocks.len() - 2];
            if sum_a / n_a as f64 <= sum_b / n_b as f64 {
                break;
            }
            blocks.pop();
            let merged = blocks.last_mut().expect("two blocks were there");
            *merged = (sum_a + sum_b, n_a + n_b);
        }
    }
    let fitted: Vec<f64> = blocks
        .iter()
        .flat_map(|&(sum, count)| std::iter::repeat_n(sum / count as f64, count))
        .collect();
    let groups = knots.min(points.len());
    (0..groups)
        .map(|group| {
            let from = group * points.len() / groups;
            let to = ((group + 1) * points.len() / groups).max(from + 1);
            let n = (to - from) as f64;
            let chance = points[from..to].iter().map(|p| p.0).sum::<f64>() / n;
            let won = fitted[from..to].iter().sum::<f64>() / n;
            (chance, won)
        })
        .collect()
}

/// Fits a smooth correction to `pairs`, as [`fit`] takes them: the logistic curve through the
/// chance's log-odds that foretells the results best (two numbers, a slope and a shift, found
/// by Newton's method on the log-likelihood), laid down as `knots` knots at the means of
/// equal-count groups. Where the chances are off by a few points across the board, it does not
/// chase each group's noise as the monotone fit can.
pub fn fit_smooth(pairs: &[(f64, f64)], knots: usize) -> Vec<Knot> {
    let points = fittable(pairs);
    if points.is_empty() || knots == 0 {
        return Vec::new();
    }
    let logit = |p: f64| (p / (1.0 - p)).ln();
    let sigmoid = |x: f64| 1.0 / (1.0 + (-x).exp());
    let (mut slope, mut shift) = (1.0f64, 0.0f64);
    for _ in 0..50 {
        // Gradient and Hessian of the negative log-likelihood in (slope, shift).
        let (mut g0, mut g1, mut h00, mut h01, mut h11) = (0.0, 0.0, 0.0, 0.0, 0.0);
        for &(chance, result) in &points {
            let x = logit(chance);
            let p = sigmoid(slope * x + shift);
            let w = (p * (1.0 - p)).max(1e-12);
            g0 += (p - result) * x;
            g1 += p - result;
            h00 += w * x * x;
            h01 += w * x;
            h11 += w;
        }
        let det = h00 * h11 - h01 * h01;
        if !det.is_finite() || det.abs() < 1e-12 {
            break;
        }
        let step0 = (h11 * g0 - h01 * g1) / det;
        let step1 = (h00 * g1 - h01 * g0) / det;
        slope -= step0;
        shift -= step1;
        if step0.abs() + step1.abs() < 1e-10 {
            break;
        }
    }
    if !slope.is_finite() || !shift.is_finite() || slope <= 0.0 {
        return Vec::new();
    }
    let groups = knots.min(points.len());
    (0..groups)
        .map(|group| {
            let from = group * points.len() / groups;
            let to = ((group + 1) * points.len() / groups).max(from + 1);
            let chance = points[from..to].iter().map(|p| p.0).sum::<f64>() / (to - from) as f64;
            (chance, sigmoid(slope * logit(chance) + shift))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_knots_change_nothing_and_proofs_stay_proofs() {
        for chance in [0.0, 0.2, 0.5, 0.97, 1.0] {
            assert_eq!(calibrate(chance, &[]), chance);
        }
        let knots = [(0.2, 0.1), (0.8, 0.9)];
        assert_eq!(calibrate(0.0, &knots), 0.0);
        assert_eq!(calibrate(1.0, &knots), 1.0);
        assert_eq!(calibrate(f64::NAN, &knots), 0.5);
    }

    #[test]
    fn a_correction_is_straight_between_its_knots_and_on_to_the_ends_beyond_them() {
        let knots = [(0.2, 0.1), (0.6, 0.5), (0.8, 0.9)];
        let near = |a: f64, b: f64| (a - b).abs() < 1e-12;
        assert!(near(calibrate(0.4, &knots), 0.3));
        assert!(near(calibrate(0.7, &knots), 0.7));
        assert!(near(calibrate(0.2, &knots), 0.1));
        assert!(near(calibrate(0.1, &knots), 0.05));
        assert!(near(calibrate(0.9, &knots), 0.95));
        assert!(near(calibrate(1e-6, &knots), 5e-7));
    }

    /// Results drawn as a known curve would have them: the fit finds the curve, and it never
    /// falls as the chance rises.
    #[test]
    fn the_fit_recovers_a_known_curve_and_is_monotone() {
        let truth = |chance: f64| chance * chance;
        let mut rng = crate::rng::GameRng::seeded(5);
        let pairs: Vec<(f64, f64)> = (0..40_000)
            .map(|i| {
                let chance = (i as f64 + 0.5) / 40_000.0;
                let won = if rng.unit() < truth(chance) { 1.0 } else { 0.0 };
                (chance, won)
            })
            .collect();
        let knots = fit(&pairs, 12);
        assert_eq!(knots.len(), 12);
        for pair in knots.windows(2) {
            assert!(pair[0].0 < pair[1].0 && pair[0].1 <= pair[1].1, "{knots:?}");
        }
        for chance in [0.1, 0.3, 0.5, 0.7, 0.9] {
            let corrected = calibrate(chance, &knots);
            assert!(
                (corrected - truth(chance)).abs() < 0.05,
                "{chance}: {corrected} against {}",
                truth(chance)
            );
        }
    }

    /// Results drawn from chances that say five points too much in the middle: the smooth fit
    /// takes them back to the truth, never falling as the chance rises.
    #[test]
    fn the_smooth_fit_recovers_a_logistic_curve() {
        let logit = |p: f64| (p / (1.0 - p)).ln();
        let truth = |chance: f64| 1.0 / (1.0 + (-(0.8 * logit(chance) - 0.2)).exp());
        let mut rng = crate::rng::GameRng::seeded(7);
        let pairs: Vec<(f64, f64)> = (0..40_000)
            .map(|i| {
                let chance = (i as f64 + 0.5) / 40_000.0;
                (chance, f64::from(u8::from(rng.unit() < truth(chance))))
            })
            .collect();
        let knots = fit_smooth(&pairs, 12);
        assert_eq!(knots.len(), 12);
        for pair in knots.windows(2) {
            assert!(pair[0].0 < pair[1].0 && pair[0].1 < pair[1].1, "{knots:?}");
        }
        for chance in [0.1, 0.3, 0.5, 0.7, 0.9] {
            let corrected = calibrate(chance, &knots);
            assert!(
                (corrected - truth(chance)).abs() < 0.02,
                "{chance}: {corrected}"
            );
        }
        assert!(fit_smooth(&[], 10).is_empty());
    }

    #[test]
    fn the_fit_of_nothing_is_no_correction() {
        assert!(fit(&[], 10).is_empty());
        assert!(fit(&[(0.0, 0.0), (1.0, 1.0), (f64::NAN, 1.0)], 10).is_empty());
        assert!(fit(&[(0.5, 1.0)], 0).is_empty());
    }
}
