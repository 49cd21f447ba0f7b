//! A connection's message rate: a token bucket of `burst` messages at once, then `rate` a
//! second, counting the refusals in a row that mark a flood.

use tokio::time::Instant;

pub(super) struct RateLimit {
    tokens: f64,
    rate: f64,
    burst: f64,
    last: Instant,
    pub(super) refused_in_a_row: u32,
}

impl RateLimit {
    pub(super) fn new(rate: u32, burst: u32) -> RateLimit {
        RateLimit {
            tokens: burst as f64,
            rate: rate as f64,
            burst: burst as f64,
            last: Instant::now(),
            refused_in_a_row: 0,
        }
    }

    pub(super) fn allow(&mut self) -> bool {
        let now = Instant::now();
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * self.rate).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            self.refused_in_a_row = 0;
            true
        } else {
            self.refused_in_a_row += 1;
            false
        }
    }
}
