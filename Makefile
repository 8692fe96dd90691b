# Deep Thought: the only set-up is `make run` or `make test` (as root on a fresh Debian
# machine they install what is missing from Debian's packages first).
BUILD ?= build
JOBS ?= $(shell nproc)
# make run needs only what builds the tool; the tests, the benchmarks and their engines,
# MPI and the browser come with the targets that use them.
PACKAGES := cmake g++ make libyaml-cpp-dev
# make package (and its test): CPack's DEB generator, the tools it runs (dpkg-shlibdeps computes
# Depends, file finds the binaries), lintian, which checks the result, and what the Python
# module in it is built with.
PACKAGE_PACKAGES := dpkg-dev fakeroot file lintian pybind11-dev python3-dev
PACKAGE_BUILD ?= $(BUILD)-package
# Node.js and npm for the npm package (make npm-package) and its test; Debian packages npm
# apart from nodejs, a Node.js from elsewhere may bring its own.
NPM_PACKAGES := nodejs $(if $(shell command -v npm),,npm)
TEST_PACKAGES := time librapidcheck-dev libgtest-dev libbenchmark-dev stockfish fairy-stockfish libopenmpi-dev \
                 openmpi-bin libxml2-utils python3 chromium $(PACKAGE_PACKAGES) man-db bash-completion emscripten \
                 $(NPM_PACKAGES) pybind11-dev python3-dev python3-pytest python3-hypothesis python3-yaml
# The tool alone (make run) or everything (the tests, the benchmarks, perft --mpi, the
# Python module). A build folder configured with the tests keeps them: make run then builds
# only the tool in it.
FULL_OPTIONS := -DDEEPTHOUGHT_TESTS=ON -DDEEPTHOUGHT_MPI=ON -DDEEPTHOUGHT_PYTHON=ON
CLI_OPTIONS := $(if $(wildcard $(BUILD)/CMakeCache.txt),,-DDEEPTHOUGHT_TESTS=OFF -DDEEPTHOUGHT_MPI=OFF)
# make fuzz only: libFuzzer comes with clang's runtime libraries.
FUZZ_PACKAGES := clang libclang-rt-14-dev
FUZZ_SECONDS ?= 60
# make rulebook and make browser-test only: the board page's rules compiled to WebAssembly
# (web/), and Chromium driven by Selenium to test it.
WEB_PACKAGES := emscripten
BROWSER_TEST_PACKAGES := chromium-driver python3-selenium
WEB_BUILD ?= $(BUILD)-web

.PHONY: all deps configure build cli run test test-fast bench package rulebook web npm-package browser-test sanitize fuzz pgo mutants mutants-ci clean

all: build

deps:
	@missing=$$(for p in $(PACKAGES); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed$$' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" != 0 ]; then echo "make: missing Debian packages:" $$missing "(run as root to install them)" >&2; exit 2; fi; \
	  echo "installing:" $$missing; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

configure: PACKAGES += $(TEST_PACKAGES)
configure: deps
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(FULL_OPTIONS)

build: configure
	cmake --build $(BUILD) -j $(JOBS)

# The tool alone: its packages, then only its target.
cli: deps
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(CLI_OPTIONS)
	cmake --build $(BUILD) -j $(JOBS) --target deepthought

# The main job: perft of the default variant from its start position, depth by depth.
run: cli
	$(BUILD)/bin/deepthought perft orthodox 6

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# The fast subset (unit tests and lint, well under a minute once built); the labels are
# listed in tests/CMakeLists.txt.
test-fast: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS) -L 'unit|lint'


# PEERS: more perft programs to time orthodox against, as bench/compare-peers.sh takes
# them, e.g. make bench PEERS=gigantua=/path/to/gigantua
bench: build
	$(BUILD)/bin/dt_bench
	bench/summary.sh $(BUILD) $(PEERS)

# The Debian package $(BUILD)/deepthought_VERSION_ARCH.deb (docs/building.md, "Package"): the tool,
# the library and the Python module for any x86-64 CPU of the last fifteen years (x86-64-v2),
# without the tests and without MPI, built in $(PACKAGE_BUILD) for /usr; then lintian, which
# must report no error.
PACKAGE_FILE = $(BUILD)/deepthought_$(shell sed -n '1s/^deepthought .\([^ ]*\). .*/\1/p' packaging/changelog)_$(shell dpkg --print-architecture).deb
package: PACKAGES += $(PACKAGE_PACKAGES)
package: deps
	cmake -S . -B $(PACKAGE_BUILD) -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
	  -DDEEPTHOUGHT_TESTS=OFF -DDEEPTHOUGHT_MPI=OFF -DDEEPTHOUGHT_PYTHON=ON -DDEEPTHOUGHT_ARCH=x86-64-v2
	cmake --build $(PACKAGE_BUILD) -j $(JOBS)
	cd $(PACKAGE_BUILD) && cpack -G DEB -D CPACK_OUTPUT_FILE_PREFIX=$(abspath $(BUILD))
	lintian --fail-on error $(PACKAGE_FILE)
	@echo "package: $(PACKAGE_FILE)"

# The specs and positions as an offline HTML site, every case run now for its status, with
# the board page (play.html) beside it; the whole folder at most 5 MB, small enough to publish
# and open as is. Then each
# variant's page opened in headless Chromium (tests/browser/rulebook_pages.py), a
# screenshot of each in $(BUILD)/rulebook-screenshots.
RULEBOOK_MAX_BYTES := 5000000
rulebook: PACKAGES += $(WEB_PACKAGES) $(BROWSER_TEST_PACKAGES)
rulebook: build web
	$(BUILD)/bin/deepthought rulebook -o $(BUILD)/rulebook
	cp $(WEB_BUILD)/play.html $(WEB_BUILD)/deepthought.js $(WEB_BUILD)/deepthought-wasm.js $(BUILD)/rulebook/
	cp -r $(WEB_BUILD)/play $(BUILD)/rulebook/
	@bytes=$$(du -sb $(BUILD)/rulebook | cut -f1); echo "$(BUILD)/rulebook: $$bytes bytes"; \
	if [ "$$bytes" -gt $(RULEBOOK_MAX_BYTES) ]; then echo "make: $(BUILD)/rulebook is over $(RULEBOOK_MAX_BYTES) bytes" >&2; exit 1; fi
	/usr/bin/python3 tests/browser/rulebook_pages.py $(BUILD)/rulebook $(BUILD)/rulebook-screenshots

# The board page: the rules and the diagram code built for the browser with Emscripten
# (web/CMakeLists.txt). NODE_PATH: Debian's emscripten runs its JavaScript tools with the
# acorn of Debian's node-acorn, which a Node.js from outside Debian does not look for.
web: PACKAGES += $(WEB_PACKAGES)
web: deps
	NODE_PATH=/usr/share/nodejs emcmake cmake -S web -B $(WEB_BUILD) -DCMAKE_BUILD_TYPE=Release
	NODE_PATH=/usr/share/nodejs cmake --build $(WEB_BUILD) -j $(JOBS)

# The npm package of the rules (web/package/, docs/javascript.md): `npm pack`, offline, of
# the build above, to $(WEB_BUILD)/deepthought-VERSION.tgz.
npm-package: PACKAGES += $(NPM_PACKAGES)
npm-package: web
	NODE_PATH=/usr/share/nodejs cmake --build $(WEB_BUILD) --target npm_package
	@ls -l $(WEB_BUILD)/deepthought-*.tgz

# The board page in headless Chromium, every variant clicked through as a person would
# (tests/browser/play_page.py), then the choices between moves that share a cell and the side
# to move (tests/browser/move_choices.py), then what the page keeps: a position across an
# option change, the link to all of it, the explorer's time budget (tests/browser/board_state.py),
# then the position editor, the layout at two widths and the rulebook's compact case diagrams
# (tests/browser/position_editor.py); screenshots in $(BUILD)/play-screenshots. Then the
# results matrix of `deepthought report` read back from its pages (tests/browser/matrix_page.py).
browser-test: PACKAGES += $(WEB_PACKAGES) $(BROWSER_TEST_PACKAGES)
browser-test: rulebook
	/usr/bin/python3 tests/browser/play_page.py $(BUILD)/rulebook $(BUILD)/bin/deepthought $(BUILD)/play-screenshots
	/usr/bin/python3 tests/browser/move_choices.py $(BUILD)/rulebook $(BUILD)/bin/deepthought $(BUILD)/play-screenshots
	/usr/bin/python3 tests/browser/board_state.py $(BUILD)/rulebook $(BUILD)/bin/deepthought $(BUILD)/play-screenshots
	/usr/bin/python3 tests/browser/position_editor.py $(BUILD)/rulebook $(BUILD)/bin/deepthought $(BUILD)/play-screenshots
	/usr/bin/python3 tests/browser/matrix_page.py $(BUILD)/bin/deepthought $(BUILD)/matrix-page

# Every test again, built with AddressSanitizer and UndefinedBehaviorSanitizer (build-sanitize).
sanitize: PACKAGES += $(TEST_PACKAGES)
sanitize: deps
	cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDEEPTHOUGHT_MPI=ON -DDEEPTHOUGHT_SANITIZE=ON
	cmake --build build-sanitize -j $(JOBS)
	cd build-sanitize && ctest --output-on-failure -j $(JOBS)

# The libFuzzer targets of tests/fuzz/ (build-fuzz), each run FUZZ_SECONDS seconds from its seed corpus.
fuzz: PACKAGES += $(FUZZ_PACKAGES) $(TEST_PACKAGES)
fuzz: deps
	cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ -DDEEPTHOUGHT_FUZZ=ON
	cmake --build build-fuzz -j $(JOBS)
	tests/fuzz/run.sh build-fuzz $(FUZZ_SECONDS)

# The profile-guided build of the tool (docs/performance.md, "Profile-guided build"): built
# instrumented in $(PGO_BUILD)-gen, trained there by bench/pgo-workload.sh (every variant's
# start position and deep counts, up to PGO_TRAIN_NODES nodes a count), then built again in
# $(PGO_BUILD) with that profile (all of it: make cannot see a profile change) and checked:
# the same workload up to PGO_CHECK_NODES nodes a count, every count the rulebook's.
PGO_BUILD ?= $(BUILD)-pgo
PGO_TRAIN_NODES ?= 50000000
PGO_CHECK_NODES ?= 200000000
PGO_OPTIONS := -DCMAKE_BUILD_TYPE=Release -DDEEPTHOUGHT_TESTS=OFF -DDEEPTHOUGHT_MPI=OFF \
               -DDEEPTHOUGHT_PGO_DIR=$(abspath $(PGO_BUILD)-gen)/pgo-profile
pgo: deps
	cmake -S . -B $(PGO_BUILD)-gen $(PGO_OPTIONS) -DDEEPTHOUGHT_PGO=generate
	cmake --build $(PGO_BUILD)-gen -j $(JOBS) --target deepthought
	rm -rf $(PGO_BUILD)-gen/pgo-profile
	bench/pgo-workload.sh $(PGO_BUILD)-gen/bin/deepthought $(PGO_TRAIN_NODES)
	cmake -S . -B $(PGO_BUILD) $(PGO_OPTIONS) -DDEEPTHOUGHT_PGO=use
	cmake --build $(PGO_BUILD) -j $(JOBS) --target deepthought --clean-first
	bench/pgo-workload.sh $(PGO_BUILD)/bin/deepthought $(PGO_CHECK_NODES)
	@echo "pgo: $(PGO_BUILD)/bin/deepthought"

# Mutation testing of rules/ (tests/mutation/mutants.py, docs/mutation.md): COUNT mutants of
# seed SEED, JOBS at once, each built in its own scratch copy (build-mutants/jobN) and judged
# by the rulebook and the conformance suites; BUDGET seconds (0: none) stops starting new
# ones, VARIANT (core,hitchhiker,...) picks the groups, INDEX=N rebuilds and judges mutant N
# of SEED alone and prints its diff; SANITIZE=1 judges each survivor again built with ASan
# and UBSan (a sanitizer's report kills it). The report: build-mutants/report.json and report.md.
MUTATION_PACKAGES := python3 ccache
SEED ?= 1
COUNT ?= 40
BUDGET ?= 0
VARIANT ?=
INDEX ?=
SANITIZE ?=
MUTANTS := /usr/bin/python3 tests/mutation/mutants.py
mutants: PACKAGES += $(MUTATION_PACKAGES)
mutants: deps
	$(MUTANTS) --seed $(SEED) $(if $(INDEX),--index $(INDEX),--count $(COUNT) --budget $(BUDGET) --variant '$(VARIANT)') \
	  $(if $(SANITIZE),--sanitize) --jobs $(JOBS) --json build-mutants/report.json --markdown build-mutants/report.md

# The fixed sample CI runs: the first MUTANTS_CI_COUNT mutants of seed 1, in their own
# scratch folder; it fails when one of them survives and tests/mutation/equivalent.yaml does
# not list it as equivalent (or when an entry there matches no site any more).
MUTANTS_CI_COUNT ?= 8
mutants-ci: PACKAGES += $(MUTATION_PACKAGES)
mutants-ci: deps
	$(MUTANTS) --seed 1 --count $(MUTANTS_CI_COUNT) --jobs 1 --build-threads $(JOBS) --scratch build-mutants-ci \
	  --fail-on-survivor --json build-mutants-ci/report.json --markdown build-mutants-ci/report.md

clean:
	rm -rf $(BUILD) $(WEB_BUILD) $(PACKAGE_BUILD) $(PGO_BUILD) $(PGO_BUILD)-gen build-sanitize build-fuzz build-mutants build-mutants-ci
