public import ConbookCore

/// The languages a browser asks for (`Accept-Language`, RFC 9110 §12.5.4), most wanted first,
/// those Conbook speaks: `de-AT, de;q=0.9, en;q=0.8` is German, then English. A language of
/// weight 0 is not wanted; a malformed entry is left out.
public enum WebLanguagePreference {
    /// The languages Conbook speaks, in the order the header prefers them.
    public static func languages(in header: String) -> [Language] {
        var weighted: [(language: Language, weight: Double, position: Int)] = []
        for (position, entry) in header.split(separator: ",").enumerated() {
            let parts = entry.split(separator: ";").map { $0.trimmingSpaces }
            guard let tag = parts.first, let language = Language(code: String(tag)) else { continue }
            var weight = 1.0
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                guard let value = Double(parameter.dropFirst(2)), (0...1).contains(value) else {
                    weight = -1
                    break
                }
                weight = value
            }
            guard weight > 0 else { continue }
            weighted.append((language, weight, position))
        }
        var seen: Set<Language> = []
        return weighted.sorted { ($1.weight, $0.position) < ($0.weight, $1.position) }.map(\.language)
            .filter { seen.insert($0).inserted }
    }
}
