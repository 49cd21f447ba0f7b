//! Tests of `challenge_table_screen::cards::highlight`.

use bevy::prelude::*;

use challenge_table_screen::cards::highlight::*;

#[test]
fn the_suggestion_glow_is_solid_inside_and_fades_out_to_its_edge() {
    let image = glow_image();
    let size = GLOW_TEXELS as usize;
    let alpha = |x: usize, y: usize| image.data.as_ref().unwrap()[(y * size + x) * 4 + 3];
    assert_eq!(alpha(size / 2, size / 2), 255, "solid behind the card");
    assert_eq!(alpha(0, 0), 0, "the corner is round and clear");
    assert!(alpha(0, size / 2) < 4, "faded out at the edge");
    let across: Vec<u8> = (0..=GLOW_REACH as usize)
        .map(|x| alpha(x, size / 2))
        .collect();
    assert!(
        across.windows(2).all(|pair| pair[0] <= pair[1]),
        "{across:?}"
    );
    assert_eq!(
        *across.last().unwrap(),
        255,
        "solid from the card's edge in"
    );
}
