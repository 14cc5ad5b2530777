import ConbookWeb
import Foundation

/// `conbook site DIR --worker`: writes the pages of a copy another `conbook site` process is
/// writing, over the same store: it reads their paths from the standard input, one a line, writes
/// each page's file, and answers each with a line of JSON (`SiteWorkerReply`) saying what the page
/// leads to; at the end of its input, what it wrote. A failure to write is its last answer.
@MainActor
enum SiteWorker {
    /// Writes the pages asked for; returns the process's exit status.
    static func run(site: WebGuideSite, folder: URL) async -> Int32 {
        let writer = BackgroundSiteWriter(StaticSiteWriter(partOf: folder))
        let encoder = JSONEncoder()
        func answer(_ reply: SiteWorkerReply) {
            guard let line = try? encoder.encode(reply) else { return }
            FileHandle.standardOutput.write(line + Data("\n".utf8))
        }
        do {
            for await path in LineReader.lines(of: FileHandle.standardInput.fileDescriptor) {
                var file: String?
                let links = try await site.writePage(at: path) { page in
                    file = page.path.joined(separator: "/")
                    try writer.write(page)
                }
                answer(
                    SiteWorkerReply(path: path, file: links == nil ? nil : file, links: links?.pages, pictures: links?.pictures))
            }
            answer(SiteWorkerReply(report: try writer.finishPart()))
            return 0
        } catch {
            answer(SiteWorkerReply(failure: "\(error)"))
            return 1
        }
    }
}
