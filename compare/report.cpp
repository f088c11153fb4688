#include "report.hpp"

#include "common/chart.hpp"
#include "common/errors.hpp"
#include "common/image_io.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <map>
#include <ostream>
#include <sstream>

namespace ocltut::compare {

namespace {

std::string fixed(double value, int decimals)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(decimals) << value;
    return text.str();
}

// "", or "2.31x" for a ratio that exists.
std::string ratio(double value)
{
    return value > 0 ? fixed(value, 2) + "x" : "";
}

void write_text_file(const std::filesystem::path& file, const std::string& text)
{
    write_file_atomically(file, std::vector<std::uint8_t>(text.begin(), text.end()));
}

// The lessons' stage order, algorithm by algorithm.
std::vector<std::string> algorithms_of(const DeviceResults& results)
{
    std::vector<std::string> names;
    for (const Row& row : results.rows)
        if (std::find(names.begin(), names.end(), row.algorithm) == names.end()) names.push_back(row.algorithm);
    return names;
}

}  // namespace

void print_table(std::ostream& out, const DeviceResults& r)
{
    out << "\n" << r.device << " (" << r.platform << "), " << r.device_type << ", driver " << r.driver << ", "
        << r.date << "\n";
    if (r.device_type == "CPU") out << "a CPU device: every time below is a CPU timing\n";
    out << "one-off: context " << fixed(r.one_off.context_ms, 1) << " ms; transfer of "
        << (r.one_off.transfer_bytes >> 20) << " MiB: write " << fixed(r.one_off.write_ms, 3) << " ms, read "
        << fixed(r.one_off.read_ms, 3) << " ms\n";
    for (const BuildCost& build : r.one_off.builds)
        out << "  build " << std::left << std::setw(36) << build.kernel_file << std::right << " cold "
            << std::setw(8) << fixed(build.cold_ms, 1) << " ms, warm " << std::setw(8) << fixed(build.warm_ms, 1)
            << " ms\n";

    // The kernel column is as wide as its longest name (lesson 06 names its
    // variant in it), so the numbers stay in their columns.
    std::size_t kernel_width = 32;
    for (const Row& row : r.rows) kernel_width = std::max(kernel_width, row.kernel.size() + 2);
    out << "\n" << std::left << std::setw(10) << "algorithm" << std::setw(20) << "lesson" << std::setw(kernel_width) << "kernel"
        << std::setw(11) << "size" << std::right << std::setw(11) << "median ms" << std::setw(11) << "min ms"
        << std::setw(11) << "Mpixel/s" << std::setw(9) << "GB/s" << std::setw(8) << "% copy" << std::setw(9)
        << "vs prev" << std::setw(9) << "vs C++" << "  check\n";
    for (const CopyBandwidth& copy : r.copies)
        out << std::left << std::setw(10) << "copy" << std::setw(20) << "(yardstick)" << std::setw(kernel_width) << "copy16"
            << std::setw(11) << size_name(copy.size) << std::right << std::setw(11) << fixed(copy.stats.median_ms, 3)
            << std::setw(11) << fixed(copy.stats.min_ms, 3) << std::setw(11) << "" << std::setw(9)
            << fixed(copy.gb_per_s, 1) << std::setw(8) << "100" << "\n";
    for (const Row& row : r.rows) {
        out << std::left << std::setw(10) << row.algorithm << std::setw(20) << row.lesson << std::setw(kernel_width)
            << row.kernel << std::setw(11) << size_name(row.size) << std::right;
        if (!row.verified) {
            out << "  FAILED: " << row.failure << "\n";
            continue;
        }
        out << std::setw(11) << fixed(row.stats.median_ms, 3) << std::setw(11) << fixed(row.stats.min_ms, 3)
            << std::setw(11) << fixed(row.mpixel_per_s, 0) << std::setw(9) << fixed(row.gb_per_s, 1) << std::setw(8)
            << fixed(row.percent_of_copy, 0) << std::setw(9) << ratio(row.speedup_over_previous) << std::setw(9)
            << ratio(row.speedup_over_cpu) << "  exact\n";
    }
    for (const Baseline& baseline : r.baselines)
        out << "plain C++ " << baseline.algorithm << " " << size_name(baseline.size) << ": "
            << fixed(baseline.median_ms, 2) << " ms (host, one thread)\n";
}

void write_json(const std::filesystem::path& file, const std::vector<DeviceResults>& all)
{
    nlohmann::json devices = nlohmann::json::array();
    for (const DeviceResults& r : all) {
        nlohmann::json device = {{"device", r.device},     {"platform", r.platform}, {"type", r.device_type},
                                 {"driver", r.driver},     {"opencl_c", r.opencl_c}, {"date", r.date},
                                 {"iterations", r.iterations}};
        nlohmann::json builds = nlohmann::json::array();
        for (const BuildCost& b : r.one_off.builds)
            builds.push_back({{"kernel_file", b.kernel_file}, {"cold_ms", b.cold_ms}, {"warm_ms", b.warm_ms}});
        device["one_off"] = {{"context_ms", r.one_off.context_ms},
                             {"builds", builds},
                             {"transfer_bytes", r.one_off.transfer_bytes},
                             {"write_ms", r.one_off.write_ms},
                             {"read_ms", r.one_off.read_ms}};
        for (const CopyBandwidth& c : r.copies)
            device["copy"].push_back({{"size", size_name(c.size)},
                                      {"bytes", c.bytes},
                                      {"median_ms", c.stats.median_ms},
                                      {"min_ms", c.stats.min_ms},
                                      {"gb_per_s", c.gb_per_s}});
        for (const Baseline& b : r.baselines)
            device["cpu_baseline"].push_back(
                {{"algorithm", b.algorithm}, {"size", size_name(b.size)}, {"median_ms", b.median_ms}});
        device["results"] = nlohmann::json::array();
        for (const Row& row : r.rows)
            device["results"].push_back({{"algorithm", row.algorithm},
                                         {"lesson", row.lesson},
                                         {"kernel", row.kernel},
                                         {"size", size_name(row.size)},
                                         {"verified", row.verified},
                                         {"failure", row.failure},
                                         {"runs", row.stats.runs},
                                         {"median_ms", row.stats.median_ms},
                                         {"min_ms", row.stats.min_ms},
                                         {"max_ms", row.stats.max_ms},
                                         {"pixels", row.work.pixels},
                                         {"bytes_moved", row.work.bytes_moved},
                                         {"mpixel_per_s", row.mpixel_per_s},
                                         {"gb_per_s", row.gb_per_s},
                                         {"percent_of_copy", row.percent_of_copy},
                                         {"speedup_over_previous", row.speedup_over_previous},
                                         {"speedup_over_cpu", row.speedup_over_cpu}});
        devices.push_back(device);
    }
    write_text_file(file, nlohmann::json{{"schema", "ocltut-compare/1"}, {"devices", devices}}.dump(2) + "\n");
}

void write_csv(const std::filesystem::path& file, const std::vector<DeviceResults>& all)
{
    std::ostringstream csv;
    csv << "device,driver,date,size,algorithm,lesson,kernel,verified,median_ms,min_ms,mpixel_per_s,gb_per_s,"
           "percent_of_copy,speedup_over_previous,speedup_over_cpu\n";
    const auto quoted = [](const std::string& text) {
        std::string out = "\"";
        for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
        return out + "\"";
    };
    for (const DeviceResults& r : all) {
        const std::string key = quoted(r.device) + "," + quoted(r.driver) + "," + r.date + ",";
        for (const CopyBandwidth& c : r.copies)
            csv << key << size_name(c.size) << ",copy,,copy16,true," << c.stats.median_ms << "," << c.stats.min_ms
                << ",," << c.gb_per_s << ",100,,\n";
        for (const Row& row : r.rows)
            csv << key << size_name(row.size) << "," << row.algorithm << "," << row.lesson << "," << quoted(row.kernel) << ","
                << (row.verified ? "true" : "false") << "," << row.stats.median_ms << "," << row.stats.min_ms << ","
                << row.mpixel_per_s << "," << row.gb_per_s << "," << row.percent_of_copy << ","
                << row.speedup_over_previous << "," << row.speedup_over_cpu << "\n";
    }
    write_text_file(file, csv.str());
}

namespace {

// The geometry of one chart panel: one per device and algorithm, sizes along
// x as groups, one bar per kernel in each group, height = GB/s, and a dashed
// line over each group at the copy bandwidth of that size.
struct Panel {
    static constexpr double width = 1010, height = 300, left = 70, top = 40, bottom = 60, legend = 330;
    double y0;                          // where the panel starts in the picture
    double axis_top;                    // GB/s at the top of the plot
    std::vector<std::string> kernels;   // "01-sobel-scalar sobel_scalar", in stage order
    std::vector<std::string> sizes;

    double plot_width() const { return width - left - legend; }
    double plot_height() const { return height - top - bottom; }
    double y_of(double gbps) const { return y0 + top + plot_height() * (1 - gbps / axis_top); }
    double group_x(std::size_t s) const { return left + plot_width() / static_cast<double>(sizes.size()) * (s + 0.1); }
    double group_width() const { return plot_width() / static_cast<double>(sizes.size()) * 0.8; }
    double bar_width() const { return group_width() / static_cast<double>(kernels.size()); }
};

const char* bar_colour(std::size_t k)
{
    static const char* palette[] = {"#4e79a7", "#f28e2b", "#59a14f", "#e15759",
                                    "#76b7b2", "#edc948", "#b07aa1", "#9c755f"};
    return palette[k % 8];
}

Panel plan_panel(const DeviceResults& r, const std::string& algorithm, double y0)
{
    Panel panel{y0, 0, {}, {}};
    double highest = 0;
    for (const Row& row : r.rows) {
        if (row.algorithm != algorithm) continue;
        const std::string kernel = row.lesson + " " + row.kernel;
        if (std::find(panel.kernels.begin(), panel.kernels.end(), kernel) == panel.kernels.end())
            panel.kernels.push_back(kernel);
        if (std::find(panel.sizes.begin(), panel.sizes.end(), size_name(row.size)) == panel.sizes.end())
            panel.sizes.push_back(size_name(row.size));
        highest = std::max(highest, row.gb_per_s);
    }
    for (const CopyBandwidth& copy : r.copies) highest = std::max(highest, copy.gb_per_s);
    const double step = round_step(highest > 0 ? highest : 1, 4);
    panel.axis_top = std::ceil(std::max(highest, 1e-9) * 1.05 / step) * step;
    return panel;
}

void draw_axes(std::ostream& svg, const Panel& p, const std::string& title)
{
    svg << "<text x='" << p.left << "' y='" << p.y0 + 24 << "' font-size='16' font-weight='bold'>" << title
        << "</text>\n";
    const double step = round_step(p.axis_top / 1.05, 4);
    for (double value = 0; value <= p.axis_top + step / 2; value += step)
        svg << "<line x1='" << p.left << "' x2='" << p.left + p.plot_width() << "' y1='" << p.y_of(value)
            << "' y2='" << p.y_of(value) << "' stroke='#ddd'/>\n<text x='" << p.left - 6 << "' y='"
            << p.y_of(value) + 4 << "' font-size='11' text-anchor='end'>" << fixed(value, step < 1 ? 1 : 0)
            << "</text>\n";
    const double middle = p.y0 + p.top + p.plot_height() / 2;
    svg << "<text x='16' y='" << middle << "' font-size='12' transform='rotate(-90 16 " << middle
        << ")' text-anchor='middle'>GB/s (bytes model)</text>\n";
}

void draw_group(std::ostream& svg, const Panel& p, const DeviceResults& r, const std::string& algorithm,
                std::size_t s)
{
    const double x0 = p.group_x(s);
    svg << "<text x='" << x0 + p.group_width() / 2 << "' y='" << p.y0 + p.top + p.plot_height() + 18
        << "' font-size='12' text-anchor='middle'>" << p.sizes[s] << "</text>\n";
    for (const CopyBandwidth& copy : r.copies)
        if (size_name(copy.size) == p.sizes[s])
            svg << "<line x1='" << x0 << "' x2='" << x0 + p.group_width() << "' y1='" << p.y_of(copy.gb_per_s)
                << "' y2='" << p.y_of(copy.gb_per_s) << "' stroke='#333' stroke-dasharray='5,3'/>\n";
    for (const Row& row : r.rows) {
        if (row.algorithm != algorithm || size_name(row.size) != p.sizes[s]) continue;
        const auto k = static_cast<std::size_t>(
            std::find(p.kernels.begin(), p.kernels.end(), row.lesson + " " + row.kernel) - p.kernels.begin());
        const double x = x0 + p.bar_width() * static_cast<double>(k);
        if (!row.verified) {
            svg << "<text x='" << x + p.bar_width() / 2 << "' y='" << p.y_of(0) - 4
                << "' font-size='10' text-anchor='middle' fill='#c00'>failed</text>\n";
            continue;
        }
        svg << "<rect x='" << x << "' y='" << p.y_of(row.gb_per_s) << "' width='" << p.bar_width() * 0.92
            << "' height='" << p.y_of(0) - p.y_of(row.gb_per_s) << "' fill='" << bar_colour(k) << "'><title>"
            << row.lesson << " " << row.kernel << " " << p.sizes[s] << ": " << fixed(row.stats.median_ms, 3)
            << " ms, " << fixed(row.gb_per_s, 1) << " GB/s</title></rect>\n";
    }
}

void draw_legend(std::ostream& svg, const Panel& p)
{
    const double x = p.left + p.plot_width() + 16;
    const auto y = [&](std::size_t line) { return p.y0 + p.top + 18 * static_cast<double>(line); };
    for (std::size_t k = 0; k < p.kernels.size(); ++k)
        svg << "<rect x='" << x << "' y='" << y(k) << "' width='12' height='12' fill='" << bar_colour(k)
            << "'/>\n<text x='" << x + 18 << "' y='" << y(k) + 10 << "' font-size='12'>" << p.kernels[k]
            << "</text>\n";
    const std::size_t last = p.kernels.size();
    svg << "<line x1='" << x << "' x2='" << x + 12 << "' y1='" << y(last) + 6 << "' y2='" << y(last) + 6
        << "' stroke='#333' stroke-dasharray='5,3'/>\n<text x='" << x + 18 << "' y='" << y(last) + 10
        << "' font-size='12'>copy bandwidth</text>\n";
}

}  // namespace

void write_chart(const std::filesystem::path& file, const std::vector<DeviceResults>& all)
{
    std::ostringstream panels;
    double y0 = 0;
    for (const DeviceResults& r : all) {
        for (const std::string& algorithm : algorithms_of(r)) {
            const Panel panel = plan_panel(r, algorithm, y0);
            draw_axes(panels, panel,
                      algorithm + " on " + r.device + " (" + r.device_type + ", " + r.date.substr(0, 10) + ")");
            for (std::size_t s = 0; s < panel.sizes.size(); ++s) draw_group(panels, panel, r, algorithm, s);
            draw_legend(panels, panel);
            y0 += Panel::height;
        }
    }
    std::ostringstream svg;
    svg << "<svg xmlns='http://www.w3.org/2000/svg' width='" << Panel::width << "' height='" << std::max(y0, 1.0)
        << "' font-family='sans-serif'>\n<rect width='100%' height='100%' fill='white'/>\n"
        << panels.str() << "</svg>\n";
    write_text_file(file, svg.str());
}

}  // namespace ocltut::compare
