//! Checks on sizes, colours and distinctness, plus ignored timing and preview-sheet helpers.

use super::*;
use challenge_rules::cards::{Rank, standard_pack};

fn alpha_at(p: &Pixels, x: u32, y: u32) -> u8 {
    p.rgba[((y * p.width + x) * 4 + 3) as usize]
}

#[test]
fn every_face_has_card_size_and_opaque_centre() {
    for card in standard_pack() {
        let p = card_face(card, SuitColours::TwoColour, 90);
        assert_eq!((p.width, p.height), (90, card_height(90)));
        assert_eq!(p.rgba.len(), (90 * card_height(90) * 4) as usize);
        assert_eq!(alpha_at(&p, 45, p.height / 2), 255, "{card}");
        assert_eq!(alpha_at(&p, 0, 0), 0, "corner of {card} should be clear");
    }
}

#[test]
fn heights_follow_poker_ratio() {
    assert_eq!(card_height(90), 126);
    assert_eq!(card_height(256), 358);
    assert_eq!(card_height(360), 504);
}

#[test]
fn four_colour_changes_only_diamonds_and_clubs() {
    for card in standard_pack() {
        let two = card_face(card, SuitColours::TwoColour, 64).rgba;
        let four = card_face(card, SuitColours::FourColour, 64).rgba;
        let changes = matches!(card.suit, Suit::Diamonds | Suit::Clubs);
        assert_eq!(two != four, changes, "{card}");
    }
    for suit in Suit::ALL {
        let two = suit_symbol(suit, SuitColours::TwoColour, 24).rgba;
        let four = suit_symbol(suit, SuitColours::FourColour, 24).rgba;
        assert_eq!(two != four, matches!(suit, Suit::Diamonds | Suit::Clubs));
    }
}

#[test]
fn different_cards_look_different() {
    let faces: Vec<Vec<u8>> = standard_pack()
        .into_iter()
        .map(|c| card_face(c, SuitColours::FourColour, 48).rgba)
        .collect();
    for i in 0..faces.len() {
        for j in i + 1..faces.len() {
            assert_ne!(faces[i], faces[j]);
        }
    }
}

#[test]
fn backs_are_distinct_and_opaque() {
    let backs: Vec<Pixels> = BackDesign::ALL.iter().map(|&d| card_back(d, 80)).collect();
    for b in &backs {
        assert_eq!((b.width, b.height), (80, card_height(80)));
        assert_eq!(alpha_at(b, 40, b.height / 2), 255);
    }
    assert_ne!(backs[0].rgba, backs[1].rgba);
    assert_ne!(backs[1].rgba, backs[2].rgba);
    assert_ne!(backs[0].rgba, backs[2].rgba);
}

#[test]
fn suit_symbols_are_square_with_clear_corners() {
    for suit in Suit::ALL {
        let p = suit_symbol(suit, SuitColours::TwoColour, 32);
        assert_eq!((p.width, p.height), (32, 32));
        assert_eq!(alpha_at(&p, 0, 0), 0);
        assert_eq!(alpha_at(&p, 16, 16), 255);
    }
}

#[test]
fn design_names_round_trip_through_json() {
    let text = serde_json::to_string(&BackDesign::Medallion).unwrap();
    assert_eq!(
        serde_json::from_str::<BackDesign>(&text).unwrap(),
        BackDesign::Medallion
    );
    let text = serde_json::to_string(&SuitColours::FourColour).unwrap();
    assert_eq!(
        serde_json::from_str::<SuitColours>(&text).unwrap(),
        SuitColours::FourColour
    );
}

#[test]
#[ignore]
fn full_set_render_time() {
    let start = std::time::Instant::now();
    for card in standard_pack() {
        std::hint::black_box(card_face(card, SuitColours::TwoColour, 256));
    }
    for design in BackDesign::ALL {
        std::hint::black_box(card_back(design, 256));
    }
    println!(
        "52 faces + 3 backs at width 256: {} ms",
        start.elapsed().as_millis()
    );
}

/// A contact sheet on a felt-green ground, so rounded corners and edges show as in the game.
struct Sheet {
    w: u32,
    h: u32,
    rgb: Vec<u8>,
}

impl Sheet {
    fn new(w: u32, h: u32) -> Sheet {
        let mut rgb = Vec::with_capacity((w * h * 3) as usize);
        for _ in 0..w * h {
            rgb.extend_from_slice(&[0x1f, 0x5a, 0x3c]);
        }
        Sheet { w, h, rgb }
    }

    fn put(&mut self, p: &Pixels, ox: u32, oy: u32) {
        for y in 0..p.height.min(self.h - oy) {
            for x in 0..p.width.min(self.w - ox) {
                let s = ((y * p.width + x) * 4) as usize;
                let d = (((oy + y) * self.w + ox + x) * 3) as usize;
                let a = u32::from(p.rgba[s + 3]);
                for c in 0..3 {
                    let v = u32::from(p.rgba[s + c]) * a + u32::from(self.rgb[d + c]) * (255 - a);
                    self.rgb[d + c] = (v / 255) as u8;
                }
            }
        }
    }

    fn save(&self, name: &str) {
        std::fs::create_dir_all("/tmp/card_previews").unwrap();
        let path = format!("/tmp/card_previews/{name}");
        std::fs::write(&path, encode_png(self.w, self.h, &self.rgb)).unwrap();
        println!("wrote {path}");
    }
}

fn crc32(data: &[u8]) -> u32 {
    let mut c = 0xffff_ffffu32;
    for &b in data {
        c ^= u32::from(b);
        for _ in 0..8 {
            c = if c & 1 != 0 {
                0xedb8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
        }
    }
    !c
}

/// Uncompressed (stored-deflate) PNG: enough for previews without pulling in an encoder crate.
fn encode_png(w: u32, h: u32, rgb: &[u8]) -> Vec<u8> {
    let mut raw = Vec::with_capacity(((w * 3 + 1) * h) as usize);
    for row in rgb.chunks((w * 3) as usize) {
        raw.push(0);
        raw.extend_from_slice(row);
    }
    let mut z = vec![0x78, 0x01];
    let chunks: Vec<&[u8]> = raw.chunks(65535).collect();
    for (i, block) in chunks.iter().enumerate() {
        z.push(u8::from(i + 1 == chunks.len()));
        let len = block.len() as u16;
        z.extend_from_slice(&len.to_le_bytes());
        z.extend_from_slice(&(!len).to_le_bytes());
        z.extend_from_slice(block);
    }
    let (mut a, mut b) = (1u32, 0u32);
    for &byte in &raw {
        a = (a + u32::from(byte)) % 65521;
        b = (b + a) % 65521;
    }
    z.extend_from_slice(&((b << 16) | a).to_be_bytes());
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut chunk = |kind: &[u8], data: &[u8]| {
        out.extend_from_slice(&(data.len() as u32).to_be_bytes());
        let mut body = kind.to_vec();
        body.extend_from_slice(data);
        out.extend_from_slice(&body);
        out.extend_from_slice(&crc32(&body).to_be_bytes());
    };
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&w.to_be_bytes());
    ihdr.extend_from_slice(&h.to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
    chunk(b"IHDR", &ihdr);
    chunk(b"IDAT", &z);
    chunk(b"IEND", &[]);
    out
}

fn grid_sheet(name: &str, cards: &[Card], cols: u32, width: u32, colours: SuitColours) {
    let (cw, ch, gap) = (width, card_height(width), width / 8);
    let rows = (cards.len() as u32).div_ceil(cols);
    let mut sheet = Sheet::new(cols * (cw + gap) + gap, rows * (ch + gap) + gap);
    for (i, &card) in cards.iter().enumerate() {
        let (c, r) = (i as u32 % cols, i as u32 / cols);
        sheet.put(
            &card_face(card, colours, width),
            gap + c * (cw + gap),
            gap + r * (ch + gap),
        );
    }
    sheet.save(name);
}

#[test]
#[ignore]
fn write_previews() {
    let mut pack = standard_pack();
    pack.sort_by_key(|c| (c.suit, c.rank.low_value()));
    grid_sheet("faces_120.png", &pack, 13, 120, SuitColours::TwoColour);
    grid_sheet("faces_90.png", &pack, 13, 90, SuitColours::TwoColour);
    grid_sheet(
        "four_colour_120.png",
        &pack,
        13,
        120,
        SuitColours::FourColour,
    );
    let big: Vec<Card> = ["AS", "7H", "10D", "JC", "QH", "KS"]
        .iter()
        .map(|code| code.parse().unwrap())
        .collect();
    grid_sheet("large_360.png", &big, 3, 360, SuitColours::TwoColour);
    let courts: Vec<Card> = Suit::ALL
        .into_iter()
        .flat_map(|s| [Rank::JACK, Rank::QUEEN, Rank::KING].map(|r| Card::new(r, s)))
        .collect();
    grid_sheet("courts_200.png", &courts, 6, 200, SuitColours::FourColour);
    let (w, gap) = (200, 24);
    let mut sheet = Sheet::new(3 * (w + gap) + gap, card_height(w) + 2 * gap);
    for (i, &d) in BackDesign::ALL.iter().enumerate() {
        sheet.put(&card_back(d, w), gap + i as u32 * (w + gap), gap);
    }
    sheet.save("backs_200.png");
    let mut icons = Sheet::new(4 * 56 + 8, 64);
    for (i, &s) in Suit::ALL.iter().enumerate() {
        icons.put(
            &suit_symbol(s, SuitColours::FourColour, 48),
            8 + i as u32 * 56,
            8,
        );
    }
    icons.save("suit_icons_48.png");
}
