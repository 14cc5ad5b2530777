public import ConbookCore

extension RefreshStatus {
    /// The status to show after a change, or nil when the change says nothing about syncing; a
    /// failure worded in the catalogue's language.
    public init?(after change: ConventionChange, in texts: TextCatalogue<ModuleText>) {
        switch change {
        case .syncProgressed(let progress):
            self = .refreshing(progress.text(in: texts))
        case .syncFinished(.success(let summary)):
            self =
                SkippedWording.counts(of: summary.skipped, in: texts).map { .skipped(texts(.skippedSummary, ["counts": $0])) }
                ?? .idle
        case .syncFinished(.failure(let error)):
            self = .failed(ErrorWording.text(of: error, in: texts))
        case .readFailed(let error):
            self = .unreadable(ErrorWording.text(of: error, in: texts))
        case .contentUpdated, .favouritesChanged, .hiddenItemsChanged, .friendsListsChanged, .announcementsRead, .imagesUpdated,
            .settingsChanged,
            .accountChanged,
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
    /// Progress as one line of text in the catalogue's language, e.g. `Downloading changes (1/3)`.
    public func text(in texts: TextCatalogue<ModuleText>) -> String {
        texts(.syncStep, ["what": step(in: texts), "completed": "\(completed)", "total": "\(total)"])
    }

    private func step(in texts: TextCatalogue<ModuleText>) -> String {
        switch step {
        case .downloadingConvention: texts(.syncDownloadingConvention)
        case .downloadingChanges: texts(.syncDownloadingChanges)
        case .checkingChanges: texts(.syncCheckingChanges)
        case .saving: texts(.syncSaving)
        case .checkingImages: texts(.syncCheckingImages)
        case .downloadingImage(let number, let count):
            texts(.syncDownloadingImages, ["done": "\(number)", "total": "\(count)"])
        case .upToDate: texts(.syncUpToDate)
        }
    }
}
