/// Search text folded as the stores' full-text indexes fold it for dealers: lower case, and Latin
/// letters without their diacritics (`é` → `e`, `Ö` → `o`), so that "bete" finds "La bête".
///
/// The table is every Latin letter (U+00C0–U+024F, U+1E00–U+1EFF) whose canonical decomposition
/// is a base letter and combining marks, which is what SQLite's FTS5 `unicode61` tokenizer
/// removes with `remove_diacritics 2`; letters without such a decomposition (`ß`, `ø`, `æ`) stay.
enum SearchFolding {
    /// The folded form of a text.
    static func folded(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.lowercased().unicodeScalars {
            if let base = baseLetters[scalar] {
                result.unicodeScalars.append(base)
            } else if !isCombiningMark(scalar) {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Combining marks left over after lower-casing decomposed text (e.g. `e` + U+0301).
    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        (0x0300...0x036F).contains(scalar.value)
    }

    /// Each base letter with the letters that fold to it.
    private static let baseLetters: [Unicode.Scalar: Unicode.Scalar] = {
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (base, letters) in lettersByBase {
            for letter in letters.unicodeScalars {
                table[letter] = base.unicodeScalars.first!
            }
        }
        return table
    }()

    private static let lettersByBase: [(String, String)] = [
        ("a", "ÀÁÂÃÄÅàáâãäåĀāĂăĄąǍǎǞǟǠǡǺǻȀȁȂȃȦȧḀḁẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặ"),
        ("b", "ḂḃḄḅḆḇ"),
        ("c", "ÇçĆćĈĉĊċČčḈḉ"),
        ("d", "ĎďḊḋḌḍḎḏḐḑḒḓ"),
        ("e", "ÈÉÊËèéêëĒēĔĕĖėĘęĚěȄȅȆȇȨȩḔḕḖḗḘḙḚḛḜḝẸẹẺẻẼẽẾếỀềỂểỄễỆệ"),
        ("f", "Ḟḟ"),
        ("g", "ĜĝĞğĠġĢģǦǧǴǵḠḡ"),
        ("h", "ĤĥȞȟḢḣḤḥḦḧḨḩḪḫẖ"),
        ("i", "ÌÍÎÏìíîïĨĩĪīĬĭĮįİǏǐȈȉȊȋḬḭḮḯỈỉỊị"),
        ("j", "Ĵĵǰ"),
        ("k", "ĶķǨǩḰḱḲḳḴḵ"),
        ("l", "ĹĺĻļĽľḶḷḸḹḺḻḼḽ"),
        ("m", "ḾḿṀṁṂṃ"),
        ("n", "ÑñŃńŅņŇňǸǹṄṅṆṇṈṉṊṋ"),
        ("o", "ÒÓÔÕÖòóôõöŌōŎŏŐőƠơǑǒǪǫǬǭȌȍȎȏȪȫȬȭȮȯȰȱṌṍṎṏṐṑṒṓỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợ"),
        ("p", "ṔṕṖṗ"),
        ("r", "ŔŕŖŗŘřȐȑȒȓṘṙṚṛṜṝṞṟ"),
        ("s", "ŚśŜŝŞşŠšȘșṠṡṢṣṤṥṦṧṨṩ"),
        ("t", "ŢţŤťȚțṪṫṬṭṮṯṰṱẗ"),
        ("u", "ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲųƯưǓǔǕǖǗǘǙǚǛǜȔȕȖȗṲṳṴṵṶṷṸṹṺṻỤụỦủỨứỪừỬửỮữỰự"),
        ("v", "ṼṽṾṿ"),
        ("w", "ŴŵẀẁẂẃẄẅẆẇẈẉẘ"),
        ("x", "ẊẋẌẍ"),
        ("y", "ÝýÿŶŷŸȲȳẎẏẙỲỳỴỵỶỷỸỹ"),
        ("z", "ŹźŻżŽžẐẑẒẓẔẕ"),
    ]
}
