import ConbookModuleKit

/// How the console scenes show a picture (a map, a dealer's art): every scene shows its pictures
/// through `lines(of:titled:on:)`, so that drawing them in the terminal is a change here only.
///
/// For now a picture is one line saying what it is and whether it is downloaded, e.g.
/// `Picture: 1920 × 1400 PNG, 812 KB`; a marker is not drawn (the scenes name the place marked).
@MainActor
enum ConsoleScenePicture {
    /// What a picture whose bytes are not kept says.
    static let notDownloaded = "not downloaded (images are downloaded from the live API; the demo has none)"

    /// The picture's lines, starting with its title, e.g. `Picture: 1920 × 1400 PNG, not downloaded (…)`.
    static func lines(of picture: PictureViewModel, titled title: String = "Picture", on screen: ConsoleScreen) -> [String] {
        let state = picture.bytes.map { size(ofBytes: $0.count) } ?? notDownloaded
        return screen.wrapper.wrap("\(title): \(picture.description), \(state)", indent: "  ")
    }

    /// A size in bytes as people read it: `812 bytes`, `12 KB`, `3.8 MB`.
    static func size(ofBytes count: Int) -> String {
        switch count {
        case ..<1024:
            return "\(count) bytes"
        case ..<(1024 * 1024):
            return "\((count + 512) / 1024) KB"
        default:
            let tenths = (count * 10 + 512 * 1024) / (1024 * 1024)
            return "\(tenths / 10).\(tenths % 10) MB"
        }
    }
}
