/// A key press decoded from the bytes a terminal sends.
enum Key: Hashable, Sendable {
    /// A printable character (letters, digits, punctuation, space, kana...).
    case character(Character)
    case up, down, left, right
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
}
