/// A key press decoded from the bytes a terminal sends.
enum Key: Hashable, Sendable {
    /// A printable character (letters, digits, punctuation, space, kana...).
    case character(Character)
    case up, down, left, right
    /// An arrow key held with modifier keys, as xterm-style terminals report it: `ESC [1;3A`
    /// is Alt-Up, `ESC [1;4A` Alt-Shift-Up, `ESC [1;5A` Ctrl-Up, `ESC [1;2A` Shift-Up. An
    /// arrow without modifiers is `.up`, `.down`, `.left` or `.right`.
    case modifiedArrow(ArrowKey, KeyModifiers)
    case home, end, pageUp, pageDown
    case enter, tab, backTab, backspace, delete
    /// The Escape key pressed alone (not the start of an escape sequence).
    case escape
    /// Ctrl-C: the terminal is in raw mode, so it arrives as a key instead of SIGINT.
    case interrupt
    /// Another control key, by its letter (Ctrl-A is `control("a")`).
    case control(Character)
    /// An escape sequence this demo does not use (function keys, mouse reports...).
    case unknown
    /// Text pasted while the terminal's bracketed paste was on (`ESC [200~` … `ESC [201~`):
    /// never keys. Lines are separated by "\n"; other control characters are removed. See
    /// `KeyDecoder`.
    case paste(String)

    /// The key without its modifiers: an arrow for a modified arrow, the key itself otherwise.
    var unmodified: Key {
        if case .modifiedArrow(let arrow, _) = self { arrow.key } else { self }
    }
}

/// One of the four arrow keys.
enum ArrowKey: Hashable, Sendable, CaseIterable {
    case up, down, left, right

    /// The arrow pressed alone.
    var key: Key {
        switch self {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        }
    }
}

/// The modifier keys a terminal reports with a key, from the parameter of `ESC [1;<m>A`:
/// `m - 1` is a bit set of Shift (1), Alt (2), Ctrl (4) and Meta (8).
///
/// The Command key never reaches a terminal; some terminals report Super or Meta as bit 8.
struct KeyModifiers: OptionSet, Hashable, Sendable {
    let rawValue: Int

    static let shift = Self(rawValue: 1 << 0)
    static let alt = Self(rawValue: 1 << 1)
    static let control = Self(rawValue: 1 << 2)
    static let meta = Self(rawValue: 1 << 3)

    /// The modifiers of an xterm modifier parameter (`3` for Alt), nil for a value that is not
    /// one (below 2, or not a number).
    init?(xtermParameter: Substring) {
        guard let value = Int(xtermParameter), value >= 2, value <= 256 else { return nil }
        self.init(rawValue: (value - 1) & 0b1111)
    }

    init(rawValue: Int) {
        self.rawValue = rawValue
    }
}
