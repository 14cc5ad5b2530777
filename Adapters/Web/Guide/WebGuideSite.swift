import ConbookCore
import ConbookDirector
import ConbookICalendar
import ConbookModuleKit

/// The guide written as static files (`conbook site DIR`): every page reachable from its sections
/// and menu (each at `path/index.html`, its links ending in `/` so a static host serves them
/// without a redirect), the pictures they show by content hash, one iCalendar file per event (the
/// script joins a visitor's picks from them), the style sheet, script, service worker, manifest and
/// index. Pages are the guide's own, written for a static copy: no forms but the offline search,
/// and at most `maximumSteps` steps deep.
///
/// Files are handed over one at a time as they are written, so a convention of any size takes no
/// more memory than its largest page; the writer decides what changed.
@MainActor
public struct WebGuideSite {
    /// One file of the site.
    public struct File: Sendable {
        /// Its path under the site's folder, by segments (`["events", "42", "index.html"]`).
        public let path: [String]
        /// Its bytes.
        public let bytes: [UInt8]
        /// The beginnings of the lines that only stamp it (a calendar file's `DTSTAMP:` and
        /// `LAST-MODIFIED:`): a file already there that differs in those lines alone is the same
        /// file, left as it is, so that its stamps keep saying when its own content last changed.
        public var stampLinePrefixes: [String] = []

        /// Whether bytes already there are this file's, stamps aside.
        public func isSame(as existing: some Collection<UInt8>) -> Bool {
            if existing.elementsEqual(bytes) { return true }
            guard !stampLinePrefixes.isEmpty else { return false }
            return unstamped(existing).elementsEqual(unstamped(bytes), by: { $0.elementsEqual($1) })
        }

        private func unstamped<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [Bytes.SubSequence] {
            bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).filter { line in
                !stampLinePrefixes.contains { line.starts(with: $0.utf8) }
            }
        }
    }

    /// The most steps a static copy's page takes (a day and its page; a category and a letter):
    /// deeper combinations are for the served guide.
    public static let maximumSteps = 2

    private let guide: WebGuide

    /// A site of the guide's pages in its first language.
    public init(guide: WebGuide) {
        self.guide = guide
    }

    /// Writes every file of the site, handing each to `write`; returns how many pages it wrote.
    /// - Throws: what `write` throws (the site stops there).
    @discardableResult
    public func write(_ write: (File) throws -> Void) async throws -> Int {
        let core = guide.languages[0]
        for file in try fixedFiles(of: core) { try write(file) }
        var waiting: [WebGuideAddress] =
            [WebGuideAddress(start: []), WebGuideAddress(start: [WebGuide.picksSegment]), WebGuideAddress(start: ["search"])]
            + core.sectionAddresses + WebSceneFactory.menuScenes(for: .everyone).map { WebGuideAddress(start: [$0.word]) }
        var known = Set(waiting.map(\.address.path))
        var picturesWritten: Set<String> = []
        var pages = 0
        let visit = WebGuideVisit(conbook: core, installation: nil)
        while let address = waiting.popLast() {
            let response = await guide.page(at: address, in: core, isStatic: true, reusing: visit)
            guard response.status == 200 else { continue }
            let (body, links, pictures) = WebGuideLinks.forStaticCopy(response.body)
            try write(File(path: address.fileSegments, bytes: body))
            pages += 1
            for digest in pictures where picturesWritten.insert(digest).inserted {
                if let picture = guide.pictures.picture(digest: digest) {
                    try write(File(path: ["pictures", digest], bytes: picture.bytes))
                }
            }
            for link in links where known.insert(link).inserted {
                if let segments = WebAddress.segments(of: link), let next = WebGuideAddress(segments: segments),
                    next.steps.count <= Self.maximumSteps
                {
                    waiting.append(next)
                }
            }
        }
        return pages
    }

    /// The files every copy has: the style sheet, script, worker, manifest, index, and each event's
    /// calendar file.
    private func fixedFiles(of core: Conbook) throws -> [File] {
        var files = [
            File(path: ["style.css"], bytes: Array(WebStyleSheet.text.utf8)),
            File(path: ["guide.js"], bytes: Array(WebGuideScript.text.utf8)),
            File(path: ["sw.js"], bytes: Array(WebGuideServiceWorker.text.utf8)),
            File(path: ["manifest.webmanifest"], bytes: WebGuideFiles.manifest(of: core)),
            File(path: ["guide-index.json"], bytes: WebGuideFiles.index(of: core)),
            File(path: ["guide-revision.json"], bytes: WebGuideFiles.revision(of: core)),
        ]
        if let export = try? core.exportCalendar.export(.all) {
            let writer = ICalendarWriter(hostsLabel: WebGuideTexts.catalogue(for: core.language)(.calendarHostsLabel))
            // Stamped with the content's last change, not the run's time; a file already there
            // whose event did not change keeps its own stamps (and bytes).
            var stamped = export
            stamped.exportedAt = export.lastModified
            for entry in export.entries {
                var one = stamped
                one.entries = [entry]
                files.append(
                    File(
                        path: ["calendar", WebAddress.escapedComponent(entry.eventID.rawValue) + ".ics"],
                        bytes: Array(writer.text(of: one).utf8), stampLinePrefixes: ["DTSTAMP:", "LAST-MODIFIED:"]))
            }
        }
        return files
    }
}

extension Conbook {
    /// The first pages of the sections a guide for everyone shows.
    @MainActor
    fileprivate var sectionAddresses: [WebGuideAddress] {
        WebSceneFactory.scenes.compactMap { declaration in
            guard case .section(name: let name) = declaration.reach, declaration.isOffered(to: .everyone) else { return nil }
            return WebAddress.segments(of: WebAddress.section(name).path).map { WebGuideAddress(start: $0) }
        }
    }
}
