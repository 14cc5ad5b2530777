import ConbookConsole
import ConbookCore
import Testing
