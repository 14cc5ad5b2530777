import ConbookModuleKit

/// The line under a paged list (the Schedule, the Dealers) that says how to reach the other
/// pages: "`next` shows page 3, `previous` shows page 1; `page N` shows any page from 1 to 5."
/// (`5+` when the page count is a lower bound), dimmed and wrapped, after an empty line; nothing
/// when everything is on one page.
enum ConsolePageTurning {
    /// The lines for page `index` (from 0) of `count`.
    @MainActor
    static func lines(index: Int, count: Int, isCountComplete: Bool = true, on screen: ConsoleScreen) -> [String] {
        guard count > 1 else { return [] }
        let texts = screen.texts
        var turns: [String] = []
        if index + 1 < count { turns.append(texts(.pageNext, ["number": "\(index + 2)"])) }
        if index > 0 { turns.append(texts(.pagePrevious, ["number": "\(index)"])) }
        let line = texts(
            .pageAny, ["turns": turns.joined(separator: ", "), "count": "\(count)\(isCountComplete ? "" : "+")"])
        return [""] + screen.wrapper.wrap(screen.style.dim(line), indent: "  ")
    }
}
