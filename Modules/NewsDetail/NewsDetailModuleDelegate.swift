public import ConbookCore

/// What the news detail module reports to whoever shows it (the Director).
@MainActor
public protocol NewsDetailModuleDelegate: AnyObject {
    /// The user chose a link inside the announcement's text (never one Conbook refuses).
    func newsDetailModuleDidSelectLink(_ destination: ContentLink, named name: String)
}
