// conbook-fuzz: libFuzzer targets for every parser of others' input (FuzzTarget.all).
//
//   conbook-fuzz list                          the targets' names
//   conbook-fuzz replay TARGET PATH...         feeds each file (or each file of a directory) once:
//                                              the seeds and the crashes found, as regression runs
//   conbook-fuzz run TARGET [libFuzzer flags]  fuzzes; needs a build with libFuzzer linked in
//                                              (`.ci/fuzz` makes one; see Core/ConbookCore.docc/DevelopingConbook.md)
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The target libFuzzer's callback feeds (a C callback cannot capture it).
nonisolated(unsafe) var selected: FuzzTarget?

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("conbook-fuzz: \(message)\n".utf8))
    exit(2)
}

func target(_ name: String) -> FuzzTarget {
    guard let found = FuzzTarget.named(name) else {
        fail("no target \(name); there are \(FuzzTarget.all.map(\.name).joined(separator: ", "))")
    }
    return found
}

/// The files under paths (a directory's files, sorted), each once.
func files(_ paths: some Sequence<String>) -> [URL] {
    paths.flatMap { path -> [URL] in
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { fail("no file \(path)") }
        guard isDirectory.boolValue else { return [url] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { url.appending(path: $0) }
    }
}

typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
typealias RunDriver =
    @convention(c) (
        UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>, TestOneInput
    ) -> Int32

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "list":
    print(FuzzTarget.all.map(\.name).joined(separator: "\n"))
case "replay":
    guard arguments.count >= 3 else { fail("usage: replay TARGET PATH...") }
    let chosen = target(arguments[1])
    let inputs = files(arguments.dropFirst(2))
    for input in inputs {
        guard let bytes = try? Data(contentsOf: input) else { fail("cannot read \(input.path)") }
        chosen.feed(Array(bytes))
    }
    print("\(chosen.name): \(inputs.count) inputs replayed, none crashed")
case "run":
    guard arguments.count >= 2 else { fail("usage: run TARGET [libFuzzer flags]") }
    selected = target(arguments[1])
    // Found when libFuzzer is linked in and the executable exports its symbols (`.ci/fuzz`).
    guard let symbol = dlsym(nil, "LLVMFuzzerRunDriver") else {
        fail("this build has no libFuzzer; build with .ci/fuzz (it links libclang_rt.fuzzer_no_main)")
    }
    let driver = unsafeBitCast(symbol, to: RunDriver.self)
    var cArguments: [UnsafeMutablePointer<CChar>?] =
        ([CommandLine.arguments[0]] + arguments.dropFirst(2)).map { strdup($0) } + [nil]
    var count = Int32(cArguments.count - 1)
    let status = cArguments.withUnsafeMutableBufferPointer { buffer -> Int32 in
        var pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
        return driver(&count, &pointer) { data, size in
            selected?.feed(size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
            return 0
        }
    }
    exit(status)
default:
    fail("usage: conbook-fuzz list | replay TARGET PATH... | run TARGET [libFuzzer flags]")
}
