public import ConbookCore

extension RefreshStatus {
    /// The status to show after a change, or nil when the change says nothing about syncing; a
    /// failure worded in the catalogue's language.
    public init?(after change: ConventionChange, in texts: TextCatalogue<ModuleText>) {
        switch change {
        case .syncProgressed(let progress):
            self = .refreshing(progress.text(in: texts))
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

    /// The status while a sync may be running, worded in the catalogue's language.
    public init(current progress: SyncProgress?, in texts: TextCatalogue<ModuleText>) {
        self = progress.map { .refreshing($0.text(in: texts)) } ?? .idle
    }
}

extension SyncProgress {
    /// Progress as one line of text in the catalogue's language, e.g. `Downloading changes (1/3)`:
    /// the Core's words for its steps are matched to the catalogue's; others are shown as given.
    public func text(in texts: TextCatalogue<ModuleText>) -> String {
        texts(.syncStep, ["what": step(in: texts), "completed": "\(completed)", "total": "\(total)"])
    }

    private func step(in texts: TextCatalogue<ModuleText>) -> String {
        let steps: [String: ModuleText] = [
            "Downloading the convention": .syncDownloadingConvention, "Downloading changes": .syncDownloadingChanges,
            "Checking the changes": .syncCheckingChanges, "Saving": .syncSaving, "Up to date": .syncUpToDate,
            "Checking the images": .syncCheckingImages,
        ]
        if let key = steps[description] { return texts(key) }
        if let counts = imageCounts() { return texts(.syncDownloadingImages, ["done": counts.done, "total": counts.total]) }
        return description
    }

    /// The counts of `Downloading images (2 of 9)`, if that is the step.
    private func imageCounts() -> (done: String, total: String)? {
        guard description.hasPrefix("Downloading images ("), description.hasSuffix(")") else { return nil }
        let inside = description.dropFirst("Downloading images (".count).dropLast()
        let parts = inside.split(separator: " of ")
        guard parts.count == 2, parts.allSatisfy({ Int($0) != nil }) else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}
