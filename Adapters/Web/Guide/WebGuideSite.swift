import ConbookCore
import ConbookDirector
import ConbookICalendar
import ConbookModuleKit

/// The guide written as static files (`conbook site DIR`): every page reachable from its sections
/// and menu (each at `path/index.html`, its links ending in `/` so a static host serves them
/// without a redirect), the pictures they show by content hash, the events' iCalendar files (each
/// event in one of 256, by a hash of its identifier: the script joins a visitor's picks from
/// them), the style sheet, script, service worker, manifest and index. Pages are the guide's own,
/// written for a static copy: no forms but the offline search, and at most `maximumSteps` steps
/// deep. Another process may write some of them (`write(partner:_:)`).
///
/// Files are handed over one at a time as they are written, so a convention of any size takes no
/// more memory than its largest page; the writer decides what changed.
@MainActor
public final class WebGuideSite {
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

    /// What a page of the copy leads to: the paths of the guide's pages it links to, and the
    /// digests of the pictures it shows (`/pictures/DIGEST`).
    public struct PageLinks: Sendable, Hashable {
        /// The pages it links to, by path (`/events/42`).
        public let pages: [String]
        /// The pictures it shows, by digest.
        public let pictures: [String]

        /// What a page leads to.
        public init(pages: [String], pictures: [String]) {
            self.pages = pages
            self.pictures = pictures
        }
    }

    /// The most steps a static copy's page takes (a day and its page; a category and a letter):
    /// deeper combinations are for the served guide.
    public static let maximumSteps = 2

    private let guide: WebGuide
    /// The visit that writes the pages one after another (a bookmarked page's does not need a
    /// session each).
    private let visit: WebGuideVisit

    /// A site of the guide's pages in its first language.
    public init(guide: WebGuide) {
        self.guide = guide
        visit = WebGuideVisit(conbook: guide.languages[0], installation: nil)
    }

    /// Writes every file of the site, handing each to `write`; returns how many pages it wrote.
    /// - Parameters:
    ///   - partner: another writer of pages (a process of its own) that takes pages while this one
    ///     writes others; nil writes them all here.
    ///   - write: takes each file of the site as it is written.
    /// - Throws: what `write` throws (the site stops there).
    @discardableResult
    public func write(partner: (any WebGuideSitePartner)? = nil, _ write: (File) throws -> Void) async throws -> Int {
        let core = guide.languages[0]
        var waiting: [String] =
            ([WebGuideAddress(start: []), WebGuideAddress(start: [WebGuide.picksSegment]), WebGuideAddress(start: ["search"])]
            + core.sectionAddresses + WebSceneFactory.menuScenes(for: .everyone).map { WebGuideAddress(start: [$0.word]) })
            .map(\.address.path)
        var known = Set(waiting)
        var picturesWritten: Set<String> = []
        var pages = 0
        // What a page written here or by the partner leads to: its pictures, and pages not met yet.
        func follow(_ links: PageLinks) throws {
            pages += 1
            for digest in links.pictures where picturesWritten.insert(digest).inserted {
                if let picture = guide.pictures.picture(digest: digest) {
                    try write(File(path: ["pictures", digest], bytes: picture.bytes))
                }
            }
            waiting += links.pages.filter { known.insert($0).inserted && Self.isInCopy($0) }
        }
        func collect(from partner: any WebGuideSitePartner, waitingForOne: Bool) async throws {
            for outcome in await partner.outcomes(waitingForOne: waitingForOne) {
                switch outcome {
                case .written(_, let links): try follow(links)
                case .notAPage: break
                case .abandoned(let path): waiting.append(path)
                }
            }
        }
        // The files beside the pages (the index, the calendar files: seconds at 100,000 events)
        // are written once a partner holds a head start of pages, so that it is not idle meanwhile.
        var fixedFilesWritten = false
        while true {
            if let partner { try await collect(from: partner, waitingForOne: false) }
            let limit = partner.map { fixedFilesWritten ? $0.capacity : $0.capacity * Self.headStart } ?? 0
            if !fixedFilesWritten, (partner?.pending ?? limit) >= limit || (waiting.isEmpty && partner?.pending == 0) {
                for file in try fixedFiles(of: core) { try write(file) }
                fixedFilesWritten = true
            }
            if let path = waiting.popLast() {
                if let partner, partner.pending < limit, partner.take(path) { continue }
                if let links = try await writePage(at: path, write) { try follow(links) }
            } else if let partner, partner.pending > 0 {
                try await collect(from: partner, waitingForOne: true)
            } else if fixedFilesWritten {
                return pages
            }
        }
    }

    /// How many times its capacity a partner is given before the fixed files are written here.
    private static let headStart = 64

    /// Writes the page at a path of the copy (`/events/42`), handing its file to `write`; returns
    /// what it leads to, or nil when the path names no page of the copy. A partner's part of the
    /// work: the pictures it shows and the pages it links to are for the writer of the whole copy.
    /// - Throws: what `write` throws.
    public func writePage(at path: String, _ write: (File) throws -> Void) async throws -> PageLinks? {
        guard let segments = WebAddress.segments(of: path), let address = WebGuideAddress(segments: segments),
            address.steps.count <= Self.maximumSteps
        else { return nil }
        let response = await guide.page(at: address, in: guide.languages[0], isStatic: true, reusing: visit)
        guard response.status == 200 else { return nil }
        let (body, links, pictures) = WebGuideLinks.forStaticCopy(response.body)
        try write(File(path: address.fileSegments, bytes: body))
        return PageLinks(pages: links, pictures: pictures)
    }

    /// Whether a page the copy links to is one it holds (at most `maximumSteps` steps deep).
    private static func isInCopy(_ path: String) -> Bool {
        guard let segments = WebAddress.segments(of: path), let address = WebGuideAddress(segments: segments) else {
            return false
        }
        return address.steps.count <= maximumSteps
    }

    /// The files every copy has: the style sheet, script, worker, manifest, index, and the events'
    /// calendar files.
    private func fixedFiles(of core: Conbook) throws -> [File] {
        let export = (try? core.exportCalendar.export(.all)) ?? nil
        var files = [
            File(path: ["style.css"], bytes: Array(WebStyleSheet.text.utf8)),
            File(path: ["guide.js"], bytes: Array(WebGuideScript.text.utf8)),
            File(path: ["sw.js"], bytes: Array(WebGuideServiceWorker.text.utf8)),
            File(path: ["manifest.webmanifest"], bytes: WebGuideFiles.manifest(of: core)),
            File(path: ["guide-index.json"], bytes: WebGuideFiles.index(of: export?.entries ?? [], in: core)),
            File(path: ["guide-revision.json"], bytes: WebGuideFiles.revision(of: core)),
        ]
        if let export {
            let writer = ICalendarWriter(hostsLabel: WebGuideTexts.catalogue(for: core.language)(.calendarHostsLabel))
            // Stamped with the content's last change, not the run's time; a file already there
            // whose events did not change keeps its own stamps (and bytes).
            var stamped = export
            stamped.exportedAt = export.lastModified
            let byFile = Dictionary(grouping: export.entries) { WebGuideFiles.calendarFileName(of: $0.eventID) }
            for (name, entries) in byFile.sorted(by: { $0.key < $1.key }) {
                var some = stamped
                some.entries = entries
                files.append(
                    File(
                        path: ["calendar", name], bytes: Array(writer.text(of: some).utf8),
                        stampLinePrefixes: ["DTSTAMP:", "LAST-MODIFIED:"]))
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
