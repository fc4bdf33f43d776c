/// The demo's own wording, in English and Japanese.
///
/// Move announcements and the names of move actions come from the core (the same sentences an
/// app hears); this table holds only what belongs to the demo: list names, pick and drop,
/// adding, undo, help and the screen's labels.
struct DemoStrings: Sendable {
    let language: DemoLanguage

    private var ja: Bool { language == .japanese }

    func listName(_ side: ListSide) -> String {
        switch (side, ja) {
        case (.left, false): "Left list"
        case (.right, false): "Right list"
        case (.left, true): "左のリスト"
        case (.right, true): "右のリスト"
        }
    }

    private func inList(_ side: ListSide) -> String {
        ja ? listName(side) : "the " + listName(side).lowercased()
    }

    private func birds(_ count: Int) -> String {
        ja ? "\(count)羽" : count == 1 ? "1 bird" : "\(count) birds"
    }

    private func names(_ names: [String]) -> String {
        names.joined(separator: ja ? "、" : ", ")
    }

    /// Sentences as one announcement: separated by a space in English, run together after
    /// "。" in Japanese.
    func sentences(_ parts: String...) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: ja ? "" : " ")
    }

    var empty: String { ja ? "（空）" : "(empty)" }
    var moveToOtherList: String { ja ? "もう一方のリストへ移動" : "Move to the other list" }

    func focused(_ name: String, position: Int, count: Int, side: ListSide) -> String {
        ja ? "\(name)、\(listName(side))の\(count)羽中\(position)番目。"
            : "\(name), \(position) of \(count), \(inList(side))."
    }

    func emptyList(_ side: ListSide) -> String {
        ja ? "\(listName(side))は空です。" : "The \(listName(side).lowercased()) is empty."
    }

    func movedToOtherList(_ name: String, to side: ListSide) -> String {
        ja ? "\(name)を\(listName(side))へ移動しました。" : "Moved \(name) to \(inList(side))."
    }

    func selected(_ name: String, total: Int) -> String {
        ja ? "\(name)を選択しました。選択中: \(birds(total))。"
            : "Selected \(name). \(birds(total).capitalizedFirst) selected."
    }

    func deselected(_ name: String, total: Int) -> String {
        ja ? "\(name)の選択を解除しました。選択中: \(birds(total))。"
            : "Deselected \(name). \(birds(total).capitalizedFirst) selected."
    }

    func pickedUp(_ picked: [String]) -> String {
        ja ? "\(birds(picked.count))を持ち上げました: \(names(picked))。"
            : "Picked up \(birds(picked.count)): \(names(picked))."
    }

    func dropBefore(_ name: String, in side: ListSide) -> String {
        ja ? "\(listName(side))の\(name)の前にドロップします。" : "Drop before \(name) in \(inList(side))."
    }

    func dropAtEnd(of side: ListSide) -> String {
        ja ? "\(listName(side))の末尾にドロップします。" : "Drop at the end of \(inList(side))."
    }

    func dropped(_ dropped: [String], in side: ListSide) -> String {
        ja ? "\(listName(side))に\(birds(dropped.count))をドロップしました: \(names(dropped))。"
            : "Dropped \(birds(dropped.count)) in \(inList(side)): \(names(dropped))."
    }

    var dropCancelled: String {
        ja ? "ドロップを取り消しました。何も移動していません。" : "Drop cancelled. Nothing moved."
    }

    var selectionCleared: String { ja ? "選択を解除しました。" : "Selection cleared." }
    var nothingPicked: String { ja ? "何も持ち上げていません。" : "Nothing is picked up." }
    var alreadyPicking: String {
        ja ? "すでに持ち上げています。Enterでドロップ、Escで取り消し。"
            : "Already carrying birds: Enter drops them, Escape cancels."
    }

    func added(_ name: String, to side: ListSide) -> String {
        ja ? "\(name)を\(listName(side))に追加しました。" : "Added \(name) to \(inList(side))."
    }

    var addPrompt: String { ja ? "新しい鳥の名前" : "New bird's name" }
    var addCancelled: String { ja ? "追加を取り消しました。" : "Adding cancelled." }
    var nameMissing: String { ja ? "鳥には名前が必要です。" : "A bird needs a name." }

    func opened(_ name: String) -> String { ja ? "\(name)の詳細を開きました。" : "Opened \(name)." }
    var nameLabel: String { ja ? "名前" : "Name" }
    var identifierLabel: String { ja ? "識別子" : "Identifier" }
    var activityTypeLabel: String { ja ? "アクティビティの種類" : "Activity type" }
    var windowLabel: String { ja ? "ウインドウの識別子" : "Window target" }
    var payloadLabel: String { ja ? "ペイロード" : "Payload" }
    var undone: String { ja ? "直前の変更を元に戻しました。" : "Undid the last change." }
    var nothingToUndo: String { ja ? "元に戻す操作はありません。" : "Nothing to undo." }

    var speechUnavailable: String {
        ja ? "読み上げできません: espeak-ng か spd-say をインストールしてください。"
            : "Speech is unavailable: install espeak-ng or spd-say to hear announcements."
    }

    func tooSmall(_ size: TerminalSize) -> [String] {
        ja ? ["端末が小さすぎます: \(size)", "80×24 以上に広げてください。", "q で終了"]
            : ["Terminal too small: \(size)", "Please enlarge it to at least 80×24.", "Press q to quit."]
    }

    // MARK: Screen labels

    var title: String { ja ? "ILikeToMoveIt — 端末デモ" : "ILikeToMoveIt — terminal demo" }
    var logTitle: String { ja ? "ログ" : "Log" }
    var helpTitle: String { ja ? "キー操作" : "Keys" }
    var detailTitle: String { ja ? "鳥の詳細" : "Bird detail" }
    func actionsTitle(_ name: String) -> String { ja ? "\(name)の操作" : "Actions for \(name)" }
    var closeHint: String { ja ? "Esc で閉じる" : "Escape closes" }
    var menuHint: String { ja ? "↑↓ 選択  Enter 実行  Esc 閉じる" : "↑↓ choose  Enter do it  Escape close" }
    var promptHint: String { ja ? "Enter で追加  Esc で取り消し" : "Enter adds  Escape cancels" }

    var browseHint: String {
        ja ? "↑↓ 移動  Tab リスト  Enter 操作  u/d/t/b 並べ替え  Space 選択  p 持ち上げ  ? ヘルプ  q 終了"
            : "↑↓ focus  Tab list  Enter actions  u/d/t/b move  Space select  p pick up  ? help  q quit"
    }

    var pickHint: String {
        ja ? "持ち上げ中: ↑↓ 位置  Tab リスト  Enter ドロップ  Esc 取り消し"
            : "Carrying: ↑↓ position  Tab list  Enter drop  Escape cancel"
    }

    var picked: String { ja ? "持ち上げ中" : "picked" }
    var dropHere: String { ja ? "ここにドロップ" : "drop here" }

    /// The help overlay: pairs of keys and what they do.
    var helpRows: [(keys: String, meaning: String)] {
        ja ? [
            ("↑ ↓  k j", "リスト内でフォーカスを移動"),
            ("Home End  g G", "先頭 / 末尾の鳥へ"),
            ("Tab ← →  h l", "もう一方のリストへ"),
            ("Enter  a", "操作メニュー（上へ、下へ、5つ上へ…）"),
            ("u  d", "1つ上へ / 1つ下へ移動"),
            ("U  D", "5つ上へ / 5つ下へ移動"),
            ("t  b", "先頭へ / 末尾へ移動"),
            ("m", "もう一方のリストへ移動"),
            ("Space", "選択の切り替え（複数可）"),
            ("p", "選択した鳥を持ち上げる"),
            ("  ↑↓ Tab, Enter, Esc", "位置を選ぶ、ドロップ、取り消し"),
            ("Esc", "選択を解除"),
            ("n", "名前を入力して鳥を追加"),
            ("o", "鳥の詳細を開く"),
            ("z", "元に戻す"),
            ("?", "このヘルプ"),
            ("q  Ctrl-C", "終了"),
        ] : [
            ("↑ ↓  k j", "move focus within a list"),
            ("Home End  g G", "focus the first / last bird"),
            ("Tab ← →  h l", "go to the other list"),
            ("Enter  a", "actions menu (up, down, up by 5, …)"),
            ("u  d", "move up / down by one"),
            ("U  D", "move up / down by five"),
            ("t  b", "move to top / bottom"),
            ("m", "move to the other list"),
            ("Space", "select or deselect (several allowed)"),
            ("p", "pick up the selection (or the focused bird)"),
            ("  ↑↓ Tab, Enter, Esc", "choose a place, drop, cancel"),
            ("Esc", "clear the selection"),
            ("n", "add a bird: type its name"),
            ("o", "open the bird's detail"),
            ("z", "undo"),
            ("?", "this help"),
            ("q  Ctrl-C", "quit"),
        ]
    }
}

extension String {
    /// This string with its first character uppercased.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
