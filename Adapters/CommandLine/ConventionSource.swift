import ArgumentParser
import ConbookCore
import ConbookDemoData
import ConbookFoundationAdapters
import Foundation

/// Where the convention's data comes from, as chosen with `--source`.
enum ConventionSource: Equatable {
    /// The bundled demo convention.
    case demo
    /// A Eurofurence-style API at a base URL.
    case remote(URL)
    /// A sync response in a file.
    case file(URL)

    /// The source an argument names: an http(s) URL, else a file path; the demo without one.
    init(argument: String?) throws {
        guard let argument else {
            self = .demo
            return
        }
        if let url = URL(string: argument), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host != nil
        {
            self = .remote(url)
            return
        }
        let fileURL = URL(string: argument).flatMap { $0.isFileURL ? $0 : nil }
            ?? URL(fileURLWithPath: argument)
        guard FileManager.default.isReadableFile(atPath: fileURL.path) else {
            throw ValidationError(
                "--source needs an http(s) URL or a readable file; “\(argument)” is neither.")
        }
        self = .file(fileURL.standardizedFileURL)
    }

    /// The adapter that reads this source.
    func makeAPI() -> any ConventionAPI {
        switch self {
        case .demo: FileConventionAPI(fileURL: DemoConvention.syncResponseURL)
        case .remote(let baseURL): URLSessionConventionAPI(baseURL: baseURL)
        case .file(let fileURL): FileConventionAPI(fileURL: fileURL)
        }
    }

    /// A directory name for this source's store, so that sources never share one:
    /// `demo`, or a readable slug of the URL or path with a short hash that tells similar ones apart.
    var storeName: String {
        switch self {
        case .demo: "demo"
        case .remote(let url): Self.slug(url.absoluteString)
        case .file(let url): Self.slug(url.path)
        }
    }

    private static func slug(_ text: String) -> String {
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, slug.last != "-" {
                slug += "-"
            }
        }
        slug = String(slug.suffix(48))
        while slug.hasPrefix("-") { slug.removeFirst() }
        while slug.hasSuffix("-") { slug.removeLast() }
        return (slug.isEmpty ? "source" : slug) + "-" + fnv1a(text)
    }

    /// FNV-1a, 32 bits, as eight hex digits: stable across runs and platforms.
    private static func fnv1a(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
