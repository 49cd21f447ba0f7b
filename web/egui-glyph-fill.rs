//! The browser build's stand-in for the part of vello_cpu that egui's text uses: filling one
//! glyph's outline in white, with the non-zero rule, into a premultiplied RGBA image of the
//! outline's whole-pixel bounds. vello_cpu is a whole 2D renderer (its two pipelines, its SIMD
//! layer, its colour and curve crates: about 170 kB of the module's code) used for just that;
//! here zeno fills the outline, the coverage rasteriser Bevy's own text already puts in the
//! module through swash. web/build.sh puts this file in epaint's copy under the name the font
//! code imports, so that code is unchanged.

/// The outline and rectangle types the font code builds.
pub mod kurbo {
    /// A rectangle from (`x0`, `y0`) to (`x1`, `y1`).
    #[derive(Clone, Copy, Debug, Default, PartialEq)]
    pub struct Rect {
        pub x0: f64,
        pub y0: f64,
        pub x1: f64,
        pub y1: f64,
    }

    impl Rect {
        /// The smallest rectangle with whole-number sides holding this one.
        pub fn expand(self) -> Rect {
            Rect {
                x0: self.x0.floor(),
                y0: self.y0.floor(),
                x1: self.x1.ceil(),
                y1: self.y1.ceil(),
            }
        }

        pub fn width(&self) -> f64 {
            self.x1 - self.x0
        }

        pub fn height(&self) -> f64 {
            self.y1 - self.y0
        }
    }

    /// A translation, the only transform the font code sets.
    #[derive(Clone, Copy, Debug, Default)]
    pub struct Affine {
        pub(super) by: (f64, f64),
    }

    impl Affine {
        pub fn translate(by: (f64, f64)) -> Affine {
            Affine { by }
        }
    }

    /// An outline: its commands as zeno takes them.
    #[derive(Clone, Debug, Default)]
    pub struct BezPath {
        pub(super) commands: Vec<zeno::Command>,
    }

    fn point((x, y): (f64, f64)) -> zeno::Vector {
        zeno::Vector::new(x as f32, y as f32)
    }

    impl BezPath {
        pub fn new() -> BezPath {
            BezPath::default()
        }

        pub fn move_to(&mut self, to: (f64, f64)) {
            self.commands.push(zeno::Command::MoveTo(point(to)));
        }

        pub fn line_to(&mut self, to: (f64, f64)) {
            self.commands.push(zeno::Command::LineTo(point(to)));
        }

        pub fn quad_to(&mut self, control: (f64, f64), to: (f64, f64)) {
            self.commands
                .push(zeno::Command::QuadTo(point(control), point(to)));
        }

        pub fn curve_to(&mut self, first: (f64, f64), second: (f64, f64), to: (f64, f64)) {
            self.commands.push(zeno::Command::CurveTo(
                point(first),
                point(second),
                point(to),
            ));
        }

        pub fn close_path(&mut self) {
            self.commands.push(zeno::Command::Close);
        }

        /// The rectangle holding every point and control point (none for an empty outline),
        /// as kurbo reckons it.
        pub fn control_box(&self) -> Rect {
            let mut held: Option<Rect> = None;
            let mut hold = |p: zeno::Vector| {
                let (x, y) = (f64::from(p.x), f64::from(p.y));
                held = Some(match held {
                    Some(r) => Rect {
                        x0: r.x0.min(x),
                        y0: r.y0.min(y),
                        x1: r.x1.max(x),
                        y1: r.y1.max(y),
                    },
                    None => Rect {
                        x0: x,
                        y0: y,
                        x1: x,
                        y1: y,
                    },
                });
            };
            for command in &self.commands {
                match *command {
                    zeno::Command::MoveTo(p) | zeno::Command::LineTo(p) => hold(p),
                    zeno::Command::QuadTo(c, p) => {
                        hold(c);
                        hold(p);
                    }
                    zeno::Command::CurveTo(c0, c1, p) => {
                        hold(c0);
                        hold(c1);
                        hold(p);
                    }
                    zeno::Command::Close => {}
                }
            }
            held.unwrap_or_default()
        }
    }
}

/// The paint the font code sets: always opaque white, so only its type is kept.
pub mod color {
    use core::marker::PhantomData;

    pub struct Srgb;

    pub struct OpaqueColor<Space>(PhantomData<Space>);

    impl<Space> OpaqueColor<Space> {
        pub const WHITE: Self = OpaqueColor(PhantomData);
    }
}

/// An image of premultiplied RGBA pixels, row by row.
pub struct Pixmap {
    width: u16,
    height: u16,
    data: Vec<u8>,
}

impl Pixmap {
    pub fn new(width: u16, height: u16) -> Pixmap {
        let data = vec![0; 4 * usize::from(width) * usize::from(height)];
        Pixmap {
            width,
            height,
            data,
        }
    }

    pub fn data_as_u8_slice(&self) -> &[u8] {
        &self.data
    }
}

/// What vello_cpu keeps between renders; zeno needs nothing kept.
pub struct Resources;

impl Resources {
    pub fn new() -> Resources {
        Resources
    }
}

/// One outline to fill, moved by the transform set before it.
pub struct RenderContext {
    shift: (f64, f64),
    filled: Vec<kurbo::BezPath>,
}

impl RenderContext {
    pub fn new(_width: u16, _height: u16) -> RenderContext {
        RenderContext {
            shift: (0.0, 0.0),
            filled: Vec::new(),
        }
    }

    pub fn set_transform(&mut self, transform: kurbo::Affine) {
        self.shift = transform.by;
    }

    pub fn set_paint(&mut self, _paint: color::OpaqueColor<color::Srgb>) {}

    pub fn fill_path(&mut self, path: &kurbo::BezPath) {
        let mut moved = path.clone();
        let by = zeno::Vector::new(self.shift.0 as f32, self.shift.1 as f32);
        for command in &mut moved.commands {
            *command = match *command {
                zeno::Command::MoveTo(p) => zeno::Command::MoveTo(p + by),
                zeno::Command::LineTo(p) => zeno::Command::LineTo(p + by),
                zeno::Command::QuadTo(c, p) => zeno::Command::QuadTo(c + by, p + by),
                zeno::Command::CurveTo(c0, c1, p) => {
                    zeno::Command::CurveTo(c0 + by, c1 + by, p + by)
                }
                zeno::Command::Close => zeno::Command::Close,
            };
        }
        self.filled.push(moved);
    }

    /// Fills the outlines in white over `target`, each pixel covered by its share of the
    /// outline's area.
    pub fn render(&self, target: &mut Pixmap, _resources: &mut Resources) {
        let (width, height) = (u32::from(target.width), u32::from(target.height));
        for path in &self.filled {
            let mut mask = zeno::Mask::new(&path.commands[..]);
            mask.size(width, height);
            let (coverage, _) = mask.render();
            for (pixel, &alpha) in target.data.chunks_exact_mut(4).zip(&coverage) {
                for channel in pixel {
                    *channel = alpha.max(*channel);
                }
            }
        }
    }
}
