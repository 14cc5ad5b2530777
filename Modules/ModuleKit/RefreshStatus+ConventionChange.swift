public import ConbookCore

extension RefreshStatus {
    /// The status to show after a change, or nil when the change says nothing about syncing; a
    /// failure worded in the catalogue's language.
    public init?(after change: ConventionChange, in texts: TextCatalogue<ModuleText>) {
        switch change {
        case .syncProgressed(let progress):
            self = .refreshing(progress.displayText)
        case .syncFinished(.success):
            self = .idle
        case .syncFinished(.failure(let error)):
            self = .failed(ErrorWording.text(of: error, in: texts))
        case .readFailed(let error):
            self = .unreadable(ErrorWording.text(of: error, in: texts))
        case .contentUpdated, .favouritesChanged, .announcementsRead, .imagesUpdated, .settingsChanged, .accountChanged,
            .messagesUpdated:
            return nil
        }
    }

    /// The status while a sync may be running.
    public init(current progress: SyncProgress?) {
        self = progress.map { .refreshing($0.displayText) } ?? .idle
    }
}

extension SyncProgress {
    /// Progress as one line of text, e.g. `Downloading changes (1/3)`.
    public var displayText: String {
        "\(description) (\(completed)/\(total))"
    }
}
